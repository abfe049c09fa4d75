import { toast } from 'react-toastify';

// docs/screens.md "Timings": flows that confirm or fail something use shorter durations.
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;

export function toastSuccess(message: string, ms: number = TOAST_SUCCESS_MS) {
  return toast.success(message, { autoClose: ms });
}

export function toastError(message: string, ms: number = TOAST_ERROR_MS) {
  return toast.error(message, { autoClose: ms });
}
