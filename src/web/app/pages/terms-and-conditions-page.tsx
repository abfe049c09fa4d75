import { Link } from 'react-router';

const PROSE =
  'mx-auto max-w-prose px-4 py-12 leading-relaxed sm:px-6 sm:py-16 [&_a]:text-walnut-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

export function TermsAndConditionsPage() {
  return (
    <article className={PROSE}>
      <h1 className="text-3xl sm:text-4xl">Terms and Conditions</h1>
      <p className="text-lg">
        These terms and conditions of sale apply to every order placed through our trade web shop.
        Please read them before you order; by placing an order you accept them.
      </p>

      <h2>1. Who can buy</h2>
      <p>
        Orders are accepted from approved trade account holders. Buyers must be at least 18 years
        old and authorised to place orders for the business named on the account.
      </p>

      <h2>2. Prices and payment</h2>
      <p>
        Trade prices are shown to signed-in account holders and are quoted in euro. VAT is added at
        the applicable Irish rate and shown on your order summary. Orders placed on credit must be
        paid within the terms agreed for your account.
      </p>

      <h2>3. Orders</h2>
      <p>
        Your order is accepted when we confirm it by email. Each order line carries your reference
        number so that you can match deliveries to your own customers&apos; orders.
      </p>

      <h2>4. Delivery</h2>
      <p>
        We give an estimated delivery date with each order; beds are usually made to order with a
        lead time of 2 to 4 weeks. You can change a delivery date if you tell us at least 5 working
        days before it. Risk in the goods passes to you on delivery.
      </p>

      <h2>5. Cancellations, returns and refunds</h2>
      <p>
        You may cancel an order within 14 working days after delivery and return goods within 30
        days of delivery. Refunds are made in 7-10 business days after we receive the goods.
        Mattresses carry our 40-night comfort guarantee. The details are in our{' '}
        <Link to="/return-policy">Return Policy</Link>.
      </p>

      <h2>6. Force majeure</h2>
      <p>
        Neither party is liable for delay or failure caused by events beyond its reasonable control,
        such as severe weather, fire, strikes, pandemics or supply shortages. If such an event lasts
        for more than 3 months, either party may terminate the affected order by written notice
        without further liability.
      </p>

      <h2>7. Liability</h2>
      <p>
        Nothing in these terms limits liability for death or personal injury caused by negligence,
        or any liability that cannot be limited by law. Otherwise our liability for an order is
        limited to the price of that order.
      </p>

      <h2>8. Your data</h2>
      <p>
        We handle personal data as described in our <Link to="/privacy-policy">Privacy Policy</Link>
        .
      </p>

      <h2>9. Law</h2>
      <p>These terms are governed by the laws of Ireland and the Irish courts have jurisdiction.</p>
    </article>
  );
}
