import { Fragment } from 'react';
import type { Run } from '../model/types.ts';

/** A paragraph's runs as text, <em> and <strong>: React escapes the text, so no HTML from a description reaches a page. */
export function Runs({ runs }: { runs: readonly Run[] }) {
  return (
    <>
      {runs.map((run, index) => {
        const text = run.em ? <em>{run.text}</em> : run.text;
        return <Fragment key={index}>{run.strong ? <strong>{text}</strong> : text}</Fragment>;
      })}
    </>
  );
}
