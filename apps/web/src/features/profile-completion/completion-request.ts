// How another screen asks the dashboard to open the profile-completion flow: Settings' 'Update Advanced
// Profile' links to the dashboard with ?completeProfile=1, and the flow drops the parameter when it closes.
// A file of its own, so the dashboard can read it without fetching the flow.

const PARAMETER = 'completeProfile';

/** The dashboard with the flow open at 'Select Role'. */
export const COMPLETE_PROFILE_ROUTE = `/Dashboard?${PARAMETER}=1`;

export function isProfileCompletionRequested(params: URLSearchParams): boolean {
  return params.get(PARAMETER) === '1';
}

/** Takes the request out of `params` (in place), once the flow has closed. */
export function dropProfileCompletionRequest(params: URLSearchParams): void {
  params.delete(PARAMETER);
}
