import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface VerificationMailState {
  /** A verification mail went out in this browser session. */
  sent: boolean;
  markSent: () => void;
}

/** Hides the 'Resend email' link for the rest of the session once a mail went out (SPEC §4). */
export const useVerificationMailStore = create<VerificationMailState>()(
  persist(
    (set) => ({
      sent: false,
      markSent: () => set({ sent: true }),
    }),
    {
      name: 'lookout-verification-mail',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ sent: state.sent }),
    },
  ),
);
