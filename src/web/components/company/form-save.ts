import type { UseMutationResult } from '@tanstack/react-query';

/**
 * What a company form saves with: the owner's route or the console's, each a TanStack
 * mutation. The form reads where it stands and hands over what was typed, checked.
 */
export interface FormSave<Input> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: (input: Input, options: { onSuccess: () => void }) => void;
}

/** A mutation as a form's save: `variables` adds what the route needs (the ids). */
export function saveWith<Input, Variables>(
  mutation: UseMutationResult<unknown, Error, Variables>,
  variables: (input: Input) => Variables,
): FormSave<Input> {
  return {
    isPending: mutation.isPending,
    isError: mutation.isError,
    error: mutation.error,
    mutate: (input, options) => mutation.mutate(variables(input), options),
  };
}
