// The safety feature's pieces used by other features' screens.
export { useRideSafety } from './api/get-ride-safety';
export { RateRidePrompt } from './components/rate-ride-prompt';
export { RatingText } from './components/rating-text';
export { RideSafetyCard } from './components/ride-safety-card';
export { SosButton } from './components/sos-button';
export { savePendingRating } from './lib/pending-rating';
