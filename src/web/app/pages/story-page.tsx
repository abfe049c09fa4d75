const PROSE =
  'mx-auto max-w-prose px-4 py-12 leading-relaxed sm:px-6 sm:py-16 [&_h2]:mt-10 [&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:text-xl [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

export function StoryPage() {
  return (
    <article className={PROSE}>
      <h1 className="text-3xl sm:text-4xl">Our Story</h1>
      <p className="text-lg">
        We are an Irish maker of beds and furniture: frames, mattresses, headboards, sofas,
        footstools and kids beds, built for the shops and businesses that sell them. Our aim is
        simple: to be the first choice of furniture retailers in Ireland.
      </p>
      <p>
        That means products retailers are proud to put on their shop floor, trade prices they can
        build a business on, and deliveries that arrive when we said they would. Everything we do is
        measured against that aim.
      </p>

      <h2>Our values</h2>
      <h3>Integrity</h3>
      <p>
        We say what we can deliver and then deliver it. Our prices, lead times and specifications
        are clear, and when something goes wrong we tell you first and put it right.
      </p>
      <h3>Passion</h3>
      <p>
        We care about how a bed is made and how well people sleep in it. That care shows in the
        joinery, the upholstery and the finish of everything that leaves our workshop.
      </p>
      <h3>Innovation</h3>
      <p>
        We keep improving our products and the way we make them, from gas-lift ottoman frames with
        patented folding hinges to flat-packed designs that are quick to assemble in the home.
      </p>

      <h2>Eco-friendly practices</h2>
      <p>
        Good furniture should not cost the earth. We buy timber from responsibly managed sources,
        design frames that can be taken apart and recycled, cut our panels to reduce offcuts and
        reuse or recycle the waste we do make. Deliveries are planned into shared routes, and we use
        recyclable packaging wherever we can.
      </p>

      <h2>Corporate social responsibility</h2>
      <p>
        We are part of the communities we work in. We train apprentices and keep skilled
        manufacturing jobs in Ireland, we treat our suppliers and staff fairly, and we support local
        causes with donations of beds and furniture where they are needed most.
      </p>
    </article>
  );
}
