import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface VariableValuesState {
  /** Template id → variable name → value. */
  byTemplate: Record<string, Record<string, string>>;
  setValue: (templateId: string, name: string, value: string) => void;
}

/**
 * The values typed for each template's variables, kept for the browser session (a reload or
 * another template and back keeps them; a new tab starts empty).
 */
export const useVariableValuesStore = create<VariableValuesState>()(
  persist(
    (set) => ({
      byTemplate: {},
      setValue: (templateId, name, value) =>
        set((state) => ({
          byTemplate: {
            ...state.byTemplate,
            [templateId]: { ...state.byTemplate[templateId], [name]: value },
          },
        })),
    }),
    {
      name: 'lookout-prompt-variables',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ byTemplate }) => ({ byTemplate }),
    },
  ),
);
