import { loginMessages } from './login.schema';
import { PHONE_MESSAGES } from './phone';
import { RESET_MESSAGES } from './resetPassword.schema';
import { SIGNUP_MESSAGES, SIGNUP_PASSWORD_MISMATCH } from './signup.schema';

// The flow forms' rules. The flow trace names a refused field's rule, never its message (a message is text, and
// text can grow to quote input): the rule is the message's key in its form's table.
// Built on first use, in the page's language: the forms' messages are that language's, and a
// one-language build warns when asked for the other one.
let tables: Record<string, string>[] | undefined;

function rulesTables(): Record<string, string>[] {
  tables ??= [
    SIGNUP_MESSAGES,
    { mismatch: SIGNUP_PASSWORD_MISMATCH },
    RESET_MESSAGES,
    { ...PHONE_MESSAGES },
    { ...loginMessages() },
  ];
  return tables;
}

export function flowRuleOf(message: string): string {
  for (const table of rulesTables())
    for (const [rule, text] of Object.entries(table)) if (text === message) return rule;
  return 'invalid';
}
