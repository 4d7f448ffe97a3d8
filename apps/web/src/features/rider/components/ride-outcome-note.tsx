// A plain explanation when a request ends without a ride (expired and cancelled requests are shown
// plainly), with what the rider can do next.
const OUTCOMES: Record<string, (who: string) => string> = {
  rejected: (who) => `The ${who} declined your request. Go back and choose someone else.`,
  expired: (who) => `The ${who} did not answer in time, so the request expired. Go back and try again.`,
  cancelled: () => 'You cancelled this request.',
  no_show: (who) => `The ${who} reported that you did not come to the pickup point.`,
};

export function RideOutcomeNote({ status, preferredType }: { status: string; preferredType?: string }) {
  const describe = OUTCOMES[status];
  if (!describe) return null;
  return (
    <p className="driver-details__outcome" role="status">
      {describe(preferredType === 'biker' ? 'biker' : 'driver')}
    </p>
  );
}
