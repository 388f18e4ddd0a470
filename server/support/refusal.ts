/**
 * A support account command's refusal (a weak password, an unknown email), meant for the
 * person at the terminal: printed as it is, without a stack.
 */
export class SupportCommandRefusal extends Error {}
