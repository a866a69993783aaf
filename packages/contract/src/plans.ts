/** How many organizations one user may create (sign-up's own organization included). */
export const ORGANIZATIONS_PER_USER = 5;

/** A user's first organization starts on the default tier for this many days. */
export const TRIAL_DAYS = 14;

/** What the server answers when an organization may not do something its plan pays for. */
export const PLAN_MESSAGES = {
  organizationLimit: `You've reached the limit of ${ORGANIZATIONS_PER_USER} organizations you can create. To work in another organization, ask its owner to add you.`,
  noPlan: 'This organization has no subscription. Subscribe to a plan to start diving.',
  trialEnded: 'Your trial has ended. Subscribe to a plan to keep diving.',
  /** The subscription page's line for a plan billed but not paid yet (named by its label). */
  startsOnPayment: (plan: string, invoiceNumber: string) =>
    `The ${plan} plan starts when the payment of invoice ${invoiceNumber} is received.`,
} as const;

/** The end of a trial that starts at `start`. */
export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}
