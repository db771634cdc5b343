import type { ReactNode } from 'react';

/** One label and its value as the server or the page words them (a fee, a line of the order detail). */
export interface FactLine {
  text: string;
  value: string;
}

export interface FactProps {
  className?: string;
  label: ReactNode;
  value: ReactNode;
  /** The value's test id, where a test reads one figure. */
  testId?: string;
}

/** One label/value row of a definition list. */
export function Fact({ className, label, value, testId }: FactProps) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

export interface FactListProps {
  /** The list's classes. */
  className: string;
  /** Each row's classes. */
  rowClassName?: string;
  lines: readonly FactLine[];
  'aria-label'?: string;
}

/** The server's label/value lines as a definition list (the fees, the order detail, the loan's rows). */
export function FactList({ className, rowClassName, lines, 'aria-label': label }: FactListProps) {
  return (
    <dl className={className} aria-label={label}>
      {lines.map((line, index) => (
        <Fact key={index} className={rowClassName} label={line.text} value={line.value} />
      ))}
    </dl>
  );
}

export interface TitledSectionProps {
  /** The section's classes. */
  className: string;
  /** The heading's id (the section is labelled by it). */
  id: string;
  /** The heading's classes. */
  titleClassName: string;
  title: ReactNode;
  children: ReactNode;
}

/** A section named by its own h2. */
export function TitledSection({ className, id, titleClassName, title, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
