import { Link } from 'react-router';

const PROSE =
  'mx-auto max-w-prose px-4 py-12 leading-relaxed sm:px-6 sm:py-16 [&_a]:text-walnut-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

export function ReturnPolicyPage() {
  return (
    <article className={PROSE}>
      <h1 className="text-3xl sm:text-4xl">Return Policy</h1>
      <p className="text-lg">
        We want you to be happy with every bed and piece of furniture you buy from us. This policy
        explains how to return goods, cancel an order or change a delivery date.
      </p>

      <h2>Returns</h2>
      <p>
        You may return goods within 30 days of delivery. Items must be unused, in their original
        condition and, where possible, in their original packaging. Please{' '}
        <Link to="/contact">contact us</Link> before sending anything back so that we can arrange
        collection and give you a return reference.
      </p>

      <h2>Refunds</h2>
      <p>
        Once we have received and inspected the returned goods we will refund you to the original
        payment method or credit your trade account. Refunds are processed in 7-10 business days.
      </p>

      <h2>Cancelling an order</h2>
      <p>
        You may cancel your order within 14 working days after delivery. Tell us in writing, by
        email or through the contact form, quoting your order tracking ID. Goods delivered must be
        returned as described above.
      </p>

      <h2>Changing a delivery date</h2>
      <p>
        Delivery dates can be changed if you let us know at least 5 working days before the
        scheduled delivery. Later changes may not be possible, or may carry the cost of a failed
        delivery.
      </p>

      <h2>40-night comfort guarantee</h2>
      <p>
        Sleep on your new mattress for 40 nights. If it is not right for you within that time, we
        will exchange it for a different comfort level. Mattresses must be clean, undamaged and used
        with a mattress protector.
      </p>

      <h2>Faulty or damaged goods</h2>
      <p>
        Please check your delivery and report any damage or missing parts as soon as possible, with
        photographs. We will repair or replace faulty goods, or refund you, in line with your
        statutory rights, which this policy does not affect.
      </p>
    </article>
  );
}
