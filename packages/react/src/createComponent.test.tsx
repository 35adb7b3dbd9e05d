/// <reference types="mocha" />
import { resetServedPage, serve } from '@omnicanal/element/testing';
import { expect } from 'chai';
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { OcAgentInbox } from './agent-inbox.ts';

/*
 * The wrapper as a partner's React 19 app uses it: the token reaches the element as a property and
 * never as an attribute, the ref is the element, and an `onOc…` prop hears the element's event.
 */

describe('@omnicanal/react <OcAgentInbox>', () => {
  let root: Root | null = null;
  let container: HTMLElement;

  beforeEach(() => {
    // No server: every call the inbox makes is refused, which is all this test needs.
    serve({});
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    // Off the page first: the element unmounts its own React root on disconnect, outside ours.
    container.remove();
    root?.unmount();
    root = null;
    resetServedPage();
  });

  it('sets the token as a property, writes no token attribute, and forwards the ref and events', () => {
    const ref = createRef<HTMLElementTagNameMap['oc-agent-inbox']>();
    const opened: unknown[] = [];
    root = createRoot(container);
    flushSync(() =>
      root?.render(
        <OcAgentInbox
          ref={ref}
          token="partner-token"
          apiBase="/api"
          roomId="r-1"
          onOcRoomOpen={(event) => opened.push(event.detail.room)}
        />,
      ),
    );
    const element = container.querySelector('oc-agent-inbox');
    expect(element).to.equal(ref.current);
    expect(element?.token).to.equal('partner-token');
    expect(element?.hasAttribute('token')).to.equal(false);
    expect(element?.getAttribute('api-base')).to.equal('/api');
    expect(element?.getAttribute('room-id')).to.equal('r-1');

    element?.dispatchEvent(new CustomEvent('oc-room-open', { detail: { room: { uuid: 'r-1' } } }));
    expect(opened).to.deep.equal([{ uuid: 'r-1' }]);
  });
});
