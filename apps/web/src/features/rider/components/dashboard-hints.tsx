// The three hints of the rider dashboard.
export const HINT_TAP_TO_REQUEST =
  'Once you have chosen a destination and pressed one of the buttons below, tap a biker or driver to send them a ride request.';
export const HINT_GET_AVAILABLE = 'Click below to get available bikers or drivers.';
export const HINT_SEARCH_FIRST = 'Search your destination above to continue.';

export function RequestHint() {
  return <p className="hint dashboard__hint">{HINT_TAP_TO_REQUEST}</p>;
}

export function GetAvailableHint() {
  return <p className="hint dashboard__hint">{HINT_GET_AVAILABLE}</p>;
}
