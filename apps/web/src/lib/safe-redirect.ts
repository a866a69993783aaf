/** A same-app path to return to after signing in; anything else falls back to the start page. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return '/';
  }
  if (target === '/sign-in' || target.startsWith('/sign-in?') || target.startsWith('/sign-up')) {
    return '/';
  }
  return target;
}
