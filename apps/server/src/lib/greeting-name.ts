/**
 * The name every mail greets a player by: the first name they gave, else their username
 * (an account from social sign-in may have no first name). One rule, so the verification
 * mail and the reminders a week later say "Hallo" to the same person.
 */
export function greetingName(user: { firstName: string | null; username: string }): string {
  return user.firstName?.trim() || user.username;
}
