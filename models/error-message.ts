// The one way to turn a caught value into text: an Error's message (its name when the message is
// empty), anything else as String(value). `errorDetail` adds the stack, for internal errors.

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export function errorDetail(error: unknown): string {
  if (error instanceof Error) return error.stack ?? errorMessage(error);
  return String(error);
}
