// Public API of the profile-completion feature (spec §2 /Dashboard modals, §3/§5 driver and biker forms).
export { ProfileCompletionFlow } from './profile-completion-flow';
