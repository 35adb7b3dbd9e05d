import type { Ref } from 'react';
import { useT } from '../../useT.ts';
import { moveThumb, rangeScale, readRange } from '../model/range.ts';
import type { ControlProps } from './types.ts';

/**
 * Multi-range slider (spec 000 §3): two native sliders on one track, the low and the high bound,
 * each moved with the arrow keys, Page Up/Down, Home and End; a thumb stops at the other. Both
 * values are written out beside the track.
 */
export function RangeControl(props: ControlProps) {
  const { field, id, labelId, value, onChange, describedBy, invalid, controlRef } = props;
  const t = useT();
  const scale = rangeScale(field);
  const current = readRange(value, scale);
  const label = t(field.label);
  const thumbs = [
    { name: t('form:range.low', { label }), output: `${id}-low` },
    { name: t('form:range.high', { label }), output: `${id}-high` },
  ] as const;

  return (
    <fieldset aria-labelledby={labelId} aria-describedby={describedBy} className="oc-form-range">
      <div className="oc-form-range-track">
        {thumbs.map((thumb, index) => (
          <input
            key={thumb.output}
            ref={index === 0 ? (controlRef as Ref<HTMLInputElement>) : undefined}
            id={index === 0 ? id : undefined}
            type="range"
            name={`${field.name}-${index === 0 ? 'low' : 'high'}`}
            aria-label={thumb.name}
            aria-invalid={invalid}
            min={scale.min}
            max={scale.max}
            step={scale.step}
            value={current[index]}
            disabled={field.disabled}
            onChange={(event) =>
              onChange(moveThumb(current, index === 0 ? 0 : 1, Number(event.target.value), scale))
            }
          />
        ))}
      </div>
      <p className="oc-form-range-values">
        <output id={thumbs[0].output} aria-label={thumbs[0].name}>
          {current[0]}
        </output>
        {' – '}
        <output id={thumbs[1].output} aria-label={thumbs[1].name}>
          {current[1]}
        </output>
      </p>
    </fieldset>
  );
}
