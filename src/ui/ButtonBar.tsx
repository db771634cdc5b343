import { Button, type ButtonProps } from './Button';

/**
 * The page's main action on a full-width button in a bar fixed to the bottom of the screen, in
 * reach wherever the page is scrolled (Confirm of the payment method, 'TELAH MEMBAYAR'). The page
 * leaves room under its content for the bar, and its styles take the bar's in at their top
 * (`@import '@/ui/ButtonBar.css'`, as tile.css): in the page's own file, not a file of their own.
 */
export function ButtonBar(button: Omit<ButtonProps, 'block'>) {
  return (
    <div className="ui-bar ui-bar--fixed">
      <Button block {...button} />
    </div>
  );
}
