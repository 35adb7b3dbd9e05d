import { configure } from '@testing-library/dom';

// Loaded before each component test file (web-test-runner.config.mjs), bundled with them so this
// `configure` reaches the testing-library they use. `waitFor` and the `find*` queries only detect
// what never comes: on a machine running several test stages at once a page has been seen to take
// over a second for a state change (a settings section's first heading, its chunk loaded and its
// list fetched), past testing-library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// Test files share one browser context (web-test-runner.config.mjs): what an earlier file kept in
// storage must not reach this one.
localStorage.clear();
sessionStorage.clear();
