import { create } from 'zustand';

interface SignupProgressState {
  /** The account was just created and signup's last step is on its way. */
  finishing: boolean;
  setFinishing: (finishing: boolean) => void;
}

/**
 * Tells the signed-in guard that signup is still going on between creating the account and
 * showing step 3 (the address changes to ?step=3 a moment after the session starts).
 */
export const useSignupProgressStore = create<SignupProgressState>()((set) => ({
  finishing: false,
  setFinishing: (finishing) => set({ finishing }),
}));
