// 'Missing Profile Details' (when the missing flag is set) →
// 'Select Role' → 'Complete Driver/Biker Profile'. Settings' 'Update Advanced Profile' opens the flow with
// ?completeProfile=1, starting at 'Select Role'.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppState } from '../../lib/app-state';
import { dropProfileCompletionRequest, isProfileCompletionRequested } from './completion-request';
import { CompleteProfileModal } from './components/complete-profile-modal';
import { MissingProfileModal } from './components/missing-profile-modal';
import { SelectRoleModal } from './components/select-role-modal';
import type { VehicleRole } from './profile-fields';
import './profile-completion.css';

type Step = 'closed' | 'missing' | 'role' | VehicleRole;

export function ProfileCompletionFlow() {
  const isMissing = useAppState((state) => state.isExtraDetailsMissing);
  const [params, setParams] = useSearchParams();
  const isRequested = isProfileCompletionRequested(params);
  const [step, setStep] = useState<Step>(isRequested ? 'role' : isMissing ? 'missing' : 'closed');

  useEffect(() => {
    if (isRequested) setStep('role');
  }, [isRequested]);
  // The role lookup may answer "details missing" after a role was already chosen: keep the open step.
  useEffect(() => {
    if (isMissing && !isRequested) setStep((current) => (current === 'closed' ? 'missing' : current));
  }, [isMissing, isRequested]);

  function close() {
    setStep('closed');
    if (isRequested) {
      dropProfileCompletionRequest(params);
      setParams(params, { replace: true });
    }
  }

  return (
    <>
      <MissingProfileModal isOpen={step === 'missing'} onContinue={() => setStep('role')} onClose={close} />
      <SelectRoleModal isOpen={step === 'role'} onChoose={(role) => setStep(role)} onClose={close} />
      <CompleteProfileModal role={step === 'driver' || step === 'biker' ? step : null} onClose={close} />
    </>
  );
}
