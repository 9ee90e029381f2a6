import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import * as React from 'react';
import * as ReactDomClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// The unit tests run the runtime that ships (build/preact.ts, docs/decisions/0013).
describe('the runtime under test', () => {
  it('is Preact’s compatibility layer, as in the build', () => {
    expect(React.createElement).toBe(compat.createElement);
    expect(React.useState).toBe(compat.useState);
    expect(ReactDomClient.createRoot).toBe(compatClient.createRoot);
  });
});
