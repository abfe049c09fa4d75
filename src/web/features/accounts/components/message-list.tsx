/** Several form messages at once (password rules), announced as one alert. */
export function MessageList({ messages }: { messages: string[] }) {
  return (
    <div role="alert" className="min-h-5 text-sm text-red-700">
      {messages.length > 0 && (
        <ul className="grid gap-1">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
