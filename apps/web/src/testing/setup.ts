import { configure } from '@testing-library/react';

// Pages, the shell and the sign-in frame load with their route (app/router.tsx): a test that
// opens the app's routes waits for those modules, which the test runner compiles on first use
// and, on a busy machine, within more than the default second. Waiting for what a user sees
// (findBy…, waitFor) may take up to 10 s; an assertion still fails when it never shows.
configure({ asyncUtilTimeout: 10_000 });
