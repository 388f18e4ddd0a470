// The one role a business registers with, shared by the site's payload and the API's check.
export const BUSINESS_OWNER_ROLE = 'Business Owner' as const;
export type BusinessOwnerRole = typeof BUSINESS_OWNER_ROLE;
