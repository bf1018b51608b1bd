/** Badge colour of an HTTP status: green 2xx, blue 3xx, orange 4xx, red 5xx and failures. */
export function statusColor(status: number): string {
  if (status >= 500 || status < 100) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 300) return 'blue';
  return 'green';
}
