import ky from 'ky';
import type { ContactValues } from '../schemas/contact.schema';
import { FailureError } from '../schemas/failure';
import { failureOfCall } from './api';
import { config } from './config';

export interface ContactFormOptions {
  // The flow trace uploaded for this message, with its upload token, so support can open it
  // from the message.
  trace?: { reference: string; token: string };
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Posts the contact form as an ordinary HTML form would (application/x-www-form-urlencoded),
 * so any form-handling service can take it, and resolves with the HTML it answers.
 * Rejects with a FailureError: the server's status and own words, or no answer.
 */
export async function sendContactForm(
  values: ContactValues,
  {
    trace,
    url = config.contactFormUrl,
    timeoutMs = config.apiTimeoutMs,
    fetch,
  }: ContactFormOptions = {},
): Promise<string> {
  try {
    return await ky
      .post(url, {
        body: new URLSearchParams(
          trace ? { ...values, traceReference: trace.reference, traceToken: trace.token } : values,
        ),
        headers: { Accept: 'text/html, application/json;q=0.9, */*;q=0.8' },
        timeout: timeoutMs,
        // Posting a message is not idempotent: a retry could send it twice.
        retry: 0,
        fetch,
      })
      .text();
  } catch (error) {
    throw new FailureError(await failureOfCall(error));
  }
}
