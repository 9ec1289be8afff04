import type { ReactNode } from 'react';
import { useText } from '../../config';
import { Result } from '../Result';

export interface EmptyBlockProps {
  /** What is empty, as plain text. Default the catalogue's `kit.noData`. */
  title?: string;
  /** A line on what to do next. Default none. */
  description?: string;
  /** A way on, such as a button. Default none. */
  actions?: ReactNode;
  /** Heading level of the title. Default `2` (a block inside a page). */
  level?: 1 | 2 | 3;
}

/** An empty list or section: the `empty` tone of Result. */
export function EmptyBlock({ title, description, actions, level = 2 }: EmptyBlockProps) {
  const t = useText();
  return (
    <Result
      tone="empty"
      title={title ?? t('kit.noData')}
      description={description}
      actions={actions}
      level={level}
    />
  );
}
