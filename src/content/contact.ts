import { brand } from './brand';

// Labels double as the subject of the required messages ('Full name is required').
export const contactFieldLabels = {
  fullname: 'Full name',
  email: 'Email',
  message: 'Message',
} as const;

export const contactCopy = {
  eyebrow: 'Contact us',
  title: 'Talk to our team',
  lead: `Questions about listing your studio, gym, spa or classes on ${brand.productName}? Send us a message and our team in Cairo will get back to you by email.`,
  formTitle: 'Send us a message',
  formNote: 'All fields are required.',
  // The product's display text for an empty field, shown as each field's placeholder.
  fieldPrompt: 'please enter this field',
  // Shown when this tab holds a flow trace; the reference lets support find it.
  attachTrace: (reference: string) =>
    `Attach the steps you took on this site — no personal details — reference ${reference}`,
  submit: 'Send message',
  submitting: 'Sending…',
  errors: {
    network: 'We could not send your message. Please check your connection and try again.',
    server: 'We could not send your message right now. Please try again in a few minutes.',
  },
  info: {
    title: 'Our office',
    lead: `${brand.businessProductName} is run from Cairo, Egypt.`,
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    supportLabel: 'Support',
    supportNote: 'For help with your account, write to us any time.',
  },
} as const;

export const thankYouCopy = {
  eyebrow: 'Message sent',
  reference: (reference: string) =>
    `Your steps on this site went with your message, under reference ${reference}. Quote it if you call us.`,
  title: 'Thank you',
  fallback: [
    'Thanks for getting in touch. We have received your message.',
    'Our team in Cairo reads every message and will reply to the email address you gave us.',
  ],
  backHome: 'Back to home',
} as const;
