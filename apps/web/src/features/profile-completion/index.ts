// Public API of the profile-completion feature.
export { ProfileCompletionFlow } from './profile-completion-flow';
