import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CartFullError,
  lineCappedMessage,
  MAX_QUANTITY,
  onlyInStockMessage,
  quantityOnceAdded,
  type CartItem,
} from '#src/shared/domain/cart';
import type { ProductDetail } from '#src/shared/schemas/catalog';
import { QUOTE_TEXT_MAX, REFERENCE_MAX, SELECTION_INVALID } from '#src/shared/domain/order-lines';
import {
  inputClassName,
  primaryButtonClassName,
  TextField,
} from '#src/web/components/ui/form-field';
import { QuantityInput } from '#src/web/components/ui/quantity-input';
import { addToCart, readCart } from '#src/web/lib/cart-store';
import { ApiError } from '#src/web/lib/api-client';
import { QUOTE_FILE_NOT_UPLOADED, uploadCartFile, withCartFile } from '#src/web/lib/cart-api';
import { quoteRequestState, QUOTE_REQUEST_PATH } from '#src/web/lib/quote-request';
import { useSignedIn, type ReturnState } from '#src/web/lib/session';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useTimedMessage } from '#src/web/lib/use-timed-errors';
import type { PurchaseDetails } from '../../lib/product-selection';
import { useQuoteFile, type QuoteFile } from './use-quote-file';
import { QuoteFileField } from './quote-file-field';
import { RequestQuoteButton } from './request-quote-button';

export const FILE_STILL_UPLOADING = 'Please wait, file is still uploading...';
export const PRICES_LOADING = 'Prices are loading, please wait...';
export const KEEPING_FILE = 'Adding to cart with its quote file...';
export const CART_NOT_SAVED =
  'The cart could not be saved: the browser has no room left. Remove a line, or place this order first.';

/** The stock figure beside the quantity of a product sold from stock. */
export const inStockHint = (stock: number) => `${stock} in stock`;

/** More than the stock left once the units of this product already in the cart are counted. */
export const inCartAlreadyMessage = (stock: number, inCart: number) =>
  `${onlyInStockMessage(stock)}, and your cart has ${inCart} already.`;

type PurchaseFormProps = {
  product: ProductDetail;
  /** False for a product that cannot be ordered now (out of stock, unavailable). */
  orderable: boolean;
  /** False while the price of the choice is unknown (loading): nothing is added at a guess. */
  priceKnown: boolean;
  /** The cart line for these details, or undefined while the selection is incomplete. */
  lineFor: (details: PurchaseDetails) => CartItem | undefined;
  /** The line is in the cart: the page resets its choices. */
  onAdded: () => void;
  /** Refused for a choice not made: the page takes focus to it. */
  onIncomplete: () => void;
};

/**
 * Reference, quantity, special quote and the add-to-cart button
 * (docs/screens.md "Catalogue screens").
 */
export function PurchaseForm({
  product,
  orderable,
  priceKnown,
  lineFor,
  onAdded,
  onIncomplete,
}: PurchaseFormProps) {
  const id = useId();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [referenceNumber, setReferenceNumber] = useState('');
  const [quantity, setQuantity] = useState(1);
  // Why the quantity typed is refused (the form still holds its last valid one).
  const [quantityProblem, setQuantityProblem] = useState<string | null>(null);
  // A product sold from a limited stock: the units left (docs/decisions/0027).
  const stock = orderable ? product.available_stock : null;
  const [quoteText, setQuoteText] = useState('');
  const [resets, setResets] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  // A refused file must not look attached: the box goes back to empty.
  const emptyFileInput = useCallback(() => {
    if (fileInput.current) fileInput.current.value = '';
  }, []);
  const quote = useQuoteFile(emptyFileInput);
  const refusal = useTimedMessage();
  // An addition in progress (its file being kept): a second press adds nothing more.
  const adding = useRef(false);
  const [keepingFile, setKeepingFile] = useState(false);
  // Visitors have no price but may press the button: it takes them to sign in.
  const waitingForPrice = signedIn && !priceKnown;

  const clearFile = () => {
    quote.clear();
    emptyFileInput();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      // docs/screens.md "Catalogue screens": visitors sign in first, then come back to this
      // product.
      const state: ReturnState = { from: { pathname, search } };
      void navigate('/signin', { state });
      return;
    }
    if (waitingForPrice) {
      refusal.show(PRICES_LOADING);
      return;
    }
    if (quote.uploading) {
      refusal.show(FILE_STILL_UPLOADING);
      return;
    }
    if (quantityProblem) {
      refusal.show(quantityProblem);
      document.getElementById(`${id}-quantity`)?.focus();
      return;
    }
    if (adding.current) return;
    if (stock != null) {
      const inCart = readCart()
        .filter((line) => line.id === product.id)
        .reduce((sum, line) => sum + line.quantity, 0);
      if (inCart + quantity > stock) {
        refusal.show(inCartAlreadyMessage(stock, inCart));
        return;
      }
    }
    const item = lineFor({
      quantity,
      referenceNumber,
      specialQuote: {
        text: quoteText.trim(),
        fileBase64: null,
        fileName: quote.file?.name ?? null,
        fileSize: quote.file?.bytes.byteLength ?? null,
      },
    });
    if (!item) {
      refusal.show(SELECTION_INVALID);
      onIncomplete();
      return;
    }
    adding.current = true;
    void putInCart(item, quote.file).finally(() => {
      adding.current = false;
    });
  };

  /** The configuration as one line of a request for a quote (docs/business-rules.md "Quotes"). */
  const requestQuote = () => {
    const problem = waitingForPrice ? PRICES_LOADING : quantityProblem;
    if (problem) {
      refusal.show(problem);
      return;
    }
    const item = lineFor({
      quantity,
      referenceNumber,
      specialQuote: { text: quoteText.trim(), fileBase64: null, fileName: null, fileSize: null },
    });
    if (!item) {
      refusal.show(SELECTION_INVALID);
      onIncomplete();
      return;
    }
    void navigate(QUOTE_REQUEST_PATH, { state: quoteRequestState([item]) });
  };

  /**
   * Uploads the quote file to the buyer's cart on the server (docs/business-rules.md "Cart"),
   * then puts the line in the cart.
   */
  async function putInCart(item: CartItem, file: QuoteFile | null) {
    let line = item;
    if (file) {
      setKeepingFile(true);
      try {
        line = withCartFile(item, await uploadCartFile(file.name, file.type, file.bytes));
      } catch (error) {
        // The server's reason (a file it refuses), or no answer at all.
        toastError(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? error.message
            : QUOTE_FILE_NOT_UPLOADED,
        );
        return;
      } finally {
        setKeepingFile(false);
      }
    }
    const wanted = quantityOnceAdded(readCart(), line);
    try {
      addToCart(line);
    } catch (error) {
      // A full cart, or the browser refused to store it (quota): keep everything for
      // another try. An uploaded file no line names is swept by the server.
      toastError(error instanceof CartFullError ? error.message : CART_NOT_SAVED);
      return;
    }
    toastSuccess(
      wanted > MAX_QUANTITY
        ? lineCappedMessage(product.product_name)
        : `${product.product_name} added to cart`,
    );
    refusal.hide();
    setReferenceNumber('');
    setQuantity(1);
    setQuantityProblem(null);
    setQuoteText('');
    clearFile();
    setResets((count) => count + 1);
    onAdded();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        id={`${id}-reference`}
        label="Reference Number"
        hint="Required at checkout"
        value={referenceNumber}
        onValueChange={setReferenceNumber}
        maxLength={REFERENCE_MAX}
        autoComplete="off"
      />
      <QuantityInput
        key={resets}
        id={`${id}-quantity`}
        label="Quantity"
        hint={stock != null && stock > 0 ? inStockHint(stock) : undefined}
        stock={stock}
        size="md"
        value={quantity}
        onChange={setQuantity}
        onProblem={setQuantityProblem}
      />
      <div>
        <label htmlFor={`${id}-quote`} className="block text-sm font-medium text-linen-900">
          Special Quote (optional)
        </label>
        <textarea
          id={`${id}-quote`}
          rows={3}
          maxLength={QUOTE_TEXT_MAX}
          value={quoteText}
          onChange={(event) => setQuoteText(event.target.value)}
          className={`mt-1 ${inputClassName}`}
        />
      </div>
      <QuoteFileField id={id} inputRef={fileInput} quote={quote} onClear={clearFile} />
      <div>
        <button
          type="submit"
          disabled={!orderable || waitingForPrice}
          aria-describedby={`${id}-price-state`}
          className={`w-full sm:w-auto ${primaryButtonClassName}`}
        >
          Add to Cart
        </button>
        {signedIn && orderable && <RequestQuoteButton onClick={requestQuote} />}
        <p
          id={`${id}-price-state`}
          role="status"
          className="mt-2 text-sm text-linen-800 empty:hidden"
        >
          {orderable && waitingForPrice ? PRICES_LOADING : keepingFile ? KEEPING_FILE : null}
        </p>
        <p role="alert" className="mt-2 min-h-5 text-sm text-red-700">
          {refusal.message}
        </p>
      </div>
    </form>
  );
}
