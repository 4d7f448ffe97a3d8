import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

// jsdom has no <dialog> methods yet.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

afterEach(cleanup);

describe('Modal', () => {
  it('is a labelled dialog that closes on Escape and its close button', () => {
    const onClose = vi.fn();
    render(
      <Modal isOpen title="Install Waka" onClose={onClose}>
        <p>Add it to your home screen.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Install Waka' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed when it is not closable (like Ride In Progress)', () => {
    const onClose = vi.fn();
    render(
      <Modal isOpen isClosable={false} title="Ride In Progress" onClose={onClose}>
        <p>You have an ongoing ride request. Click to continue.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ride In Progress' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
