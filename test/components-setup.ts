import { configure } from '@testing-library/react';

// A `findBy…` passes as soon as the element is there; the wait only matters on a slow
// machine running the whole suite, where a lazily loaded dialog took more than the
// default second to appear and CI failed the test.
configure({ asyncUtilTimeout: 5_000 });
