/**
 * Shared mobile UI primitives. ui.css (variables, buttons, states, toasts) comes with the entry's
 * own primitives; the others that a page may not have (dialog, sheet, tabs, stars, checkbox,
 * textarea) import only their own styles, so those travel with the pages that use them.
 */
export { applyBrand } from './brand';
export type { Brand } from './brand';
export { BottomSheet } from './BottomSheet';
export type { BottomSheetProps } from './BottomSheet';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { LoadingHost, LoadingOverlay } from './LoadingOverlay';
export { ProductLogo } from './ProductLogo';
export type { ProductLogoProps } from './ProductLogo';
export { StarRating, STAR_COUNT } from './StarRating';
export type { StarRatingProps } from './StarRating';
export { AmountUnreadableView, EmptyView, ErrorView, LoadingView, LoadStateView, MaybeDoneView } from './StateViews';
export type { ErrorViewProps, MaybeDoneViewProps } from './StateViews';
export { Tabs, TABS_PER_VIEW } from './Tabs';
export type { TabsProps } from './Tabs';
export { TextareaCounter } from './TextareaCounter';
export type { TextareaCounterProps } from './TextareaCounter';
export { ToastHost } from './Toast';
