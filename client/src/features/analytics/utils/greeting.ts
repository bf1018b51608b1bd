/** Spec 1 §2.7: by the local hour, 'Good morning' before 12, 'Good afternoon' before 18, else 'Good evening'. */
export function greetingFor(hour: number): 'Good morning' | 'Good afternoon' | 'Good evening' {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
