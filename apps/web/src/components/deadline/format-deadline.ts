// One wording of the deadline for the web, the server's messages and link previews.
export { formatDeadline } from '@zetelpoule/shared/rules/deadline-format';
