import { OTP_LENGTH } from '@omnicanal/core';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useT } from '../../useT.ts';
import { normaliseOtp } from '../model/list-input.ts';
import { assignRef, type ControlProps } from './types.ts';

/**
 * One-time passcode (spec 000 §5): one box per character (6 by default), upper-cased; typing moves
 * to the next box, Backspace on an empty box goes back, a paste fills the boxes and is truncated.
 */
export function OtpControl(props: ControlProps) {
  const { field, id, labelId, value, onChange, describedBy, invalid, controlRef } = props;
  const t = useT();
  const length = field.length ?? OTP_LENGTH;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const chars = String(value).padEnd(length, ' ').slice(0, length).split('');
  const label = t(field.label);

  const focusBox = (index: number) => boxes.current[Math.min(Math.max(index, 0), length - 1)]?.focus();
  const write = (next: string[]) => onChange(next.join('').trimEnd());

  const type = (index: number, typed: string) => {
    const char = normaliseOtp(typed, length).slice(-1);
    const next = [...chars];
    next[index] = char || ' ';
    write(next);
    if (char) focusBox(index + 1);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = normaliseOtp(event.clipboardData.getData('text'), length);
    if (!code) return;
    onChange(code);
    focusBox(code.length);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && chars[index] === ' ' && index > 0) {
      event.preventDefault();
      const next = [...chars];
      next[index - 1] = ' ';
      write(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && normaliseOtp(event.key, length)) {
      // Typing the character a box already holds changes nothing React hears: handled here so
      // focus still moves on. Input without key events (mobile keyboards) goes through onChange.
      event.preventDefault();
      type(index, event.key);
    }
  };

  return (
    <fieldset aria-labelledby={labelId} aria-describedby={describedBy} className="oc-form-otp">
      {chars.map((char, index) => (
        <input
          // Boxes are positions, not items: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length positional boxes
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
            if (index === 0 && controlRef) assignRef(controlRef, node);
          }}
          id={index === 0 ? id : undefined}
          name={index === 0 ? field.name : undefined}
          aria-label={t('form:otp_box', { label, index: index + 1, count: length })}
          aria-invalid={invalid}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          inputMode="text"
          autoCapitalize="characters"
          maxLength={2}
          disabled={field.disabled}
          value={char.trim()}
          onChange={(event) => type(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={paste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}
