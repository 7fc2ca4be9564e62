import type { Glyph } from "./content-art";
import { demoOfferBanners } from "./offers";

/** The demo store's content: offer banners, buying guides and customer reviews. */

/** The seeded banners; their figures are the demo catalog's (demo-offers.ts). */
export const demoBanners = [demoOfferBanners.coolers, demoOfferBanners.tvs, demoOfferBanners.mixers];

export interface DemoBlog {
  slug: string;
  cover: { glyph: Glyph; colors: [string, string]; companion?: Glyph };
  title: string;
  description: string;
  body: string;
}

/** Newest first: the seed dates them a few days apart in this order. */
export const demoBlogs: DemoBlog[] = [
  {
    slug: "air-cooler-room-size",
    cover: { glyph: "cooler", colors: ["#e0f2fe", "#7dd3fc"] },
    title: "How to Choose the Right Air Cooler for Your Room Size",
    description:
      "Tank size, air delivery and cooling pads decide whether a cooler keeps your room comfortable. Measure your room first, then match it with this simple guide.",
    body: `An air cooler that is too small just moves warm air around; one that is too big wastes water and floor space. Start with your room, not the price tag.

## Step 1: Measure the room

Multiply length, width and height in feet. A 12 × 10 ft bedroom with a 10 ft ceiling is 1,200 cubic feet.

## Step 2: Match the air delivery

Air delivery (CMH, cubic metres per hour) is the number that matters most. Divide your room's volume in cubic feet by 2 for a rough minimum in CMH:

- Up to 150 sq ft (small bedroom, study): a personal cooler with 1,000 to 1,500 CMH and a 15 to 25 litre tank.
- 150 to 250 sq ft (bedroom, small hall): a tower or window cooler with 2,000 to 3,000 CMH and 30 to 50 litres.
- 250 to 450 sq ft (living room, shop): a desert cooler with 3,500 to 5,500 CMH and 60 to 90 litres.

## Step 3: Choose the right type for your climate

Air coolers work best in dry heat: Rajasthan, Gujarat, Delhi NCR, central India. In humid coastal cities, pick a model with honeycomb pads and strong air throw, keep a window open for cross-ventilation and use the cooler on fan mode on sticky days.

## Features worth paying for

- Honeycomb pads cool better and last longer than wood-wool (aspen) pads.
- An ice chamber helps on the hottest afternoons.
- Inverter compatibility keeps the cooler running during power cuts.
- Castor wheels and a water-level indicator make daily use easier.

## The bottom line

Measure once, buy the air delivery your room needs, and a good cooler will keep you comfortable for a fraction of an air conditioner's running cost.`,
  },
  {
    slug: "ceiling-fan-sweep-guide",
    cover: { glyph: "fan", colors: ["#dbeafe", "#93c5fd"] },
    title: "Ceiling Fan Sweep Size Guide: 900, 1200 or 1400 mm?",
    description:
      "The sweep, the diameter the blades cover, decides how evenly a fan cools a room. Here is how to pick the right size and where to hang it.",
    body: `Most Indian homes use 1200 mm fans everywhere, but the right sweep depends on the room. A fan that is too small leaves corners stuffy; one that is too large feels like a gale near the bed.

## Pick the sweep by room size

- Up to 75 sq ft (bathroom-sized utility rooms, small kitchens): 600 to 900 mm.
- 75 to 150 sq ft (small bedrooms, study rooms): 900 to 1050 mm.
- 150 to 225 sq ft (standard bedrooms, drawing rooms): 1200 mm.
- Above 225 sq ft (halls, large living rooms): 1400 mm, or two 1200 mm fans.

## Hang it at the right height

Blades should be 8 to 9 feet above the floor and at least 1 foot below the ceiling. For high ceilings, use a longer downrod; for low ceilings, choose a hugger (flush-mount) model.

## Look at air delivery and speed

A good 1200 mm fan moves 210 to 230 cubic metres of air per minute at around 350 to 380 RPM. Higher RPM with poor blade design only adds noise.

## BLDC or regular?

A regular induction fan uses 70 to 75 watts at full speed. A BLDC (brushless DC) fan uses 28 to 35 watts for the same air, runs quietly and lasts three times longer on an inverter. Running 12 hours a day, one BLDC fan saves roughly 150 to 180 units a year.

## Quick checklist

- Match the sweep to the room.
- Check ISI marking and the BEE star label.
- Prefer BLDC if the fan runs more than 6 hours a day.
- Ask for a remote if the switchboard is far from the bed.`,
  },
  {
    slug: "bee-star-ratings-explained",
    cover: { glyph: "stars", colors: ["#ecfccb", "#86efac"], companion: "fan" },
    title: "BEE Star Ratings Explained: What the Label Saves You",
    description:
      "The Bureau of Energy Efficiency star label tells you how much electricity an appliance uses. Learn to read it and work out the real savings on your bill.",
    body: `The colourful star label on fans, TVs and air conditioners comes from the Bureau of Energy Efficiency (BEE), a body under the Ministry of Power. More stars mean less electricity for the same job.

## How to read the label

- Star rating: from 1 (least efficient) to 5 (most efficient).
- Annual energy consumption: units (kWh) used per year under standard test conditions.
- Label period: ratings are revised every few years, so a 5-star product of 2026 is more efficient than a 5-star product of 2018. Check the year.

## What the stars are worth

Electricity costs most households ₹6 to ₹9 per unit. A ceiling fan running 12 hours a day, 300 days a year:

- 1-star fan at 75 W: about 270 units, roughly ₹2,000 a year.
- 5-star BLDC fan at 30 W: about 108 units, roughly ₹800 a year.

That is ₹1,200 saved every year, per fan. In a home with four fans, a 5-star upgrade pays for itself in about two summers.

## TVs and the star label

For televisions, the label lists annual consumption at a standard viewing time. Larger screens use more power, so compare labels between models of the same size.

## Tips

- Compare annual units, not just stars, when two models are close.
- Keep the label and the invoice: they help with warranty claims.
- Efficient appliances also run longer on an inverter during power cuts.`,
  },
  {
    slug: "mixer-grinder-jar-guide",
    cover: { glyph: "mixer", colors: ["#ffedd5", "#fdba74"] },
    title: "Mixer Grinder Jars: Which One for Which Job",
    description:
      "Wet grinding, dry masala, chutneys and juices each need a different jar. Here is what every jar in the box is for, and how to pick the right motor.",
    body: `A mixer grinder is the hardest-working appliance in an Indian kitchen. Using the right jar gives you smoother batter, finer masala and a longer-lasting motor.

## The jars in the box

- Large jar (1.5 litres): wet grinding of idli and dosa batter, and bigger batches of gravy paste. Fill it no more than two-thirds.
- Medium jar (1 litre): dry grinding of spices, sugar and coffee, and thicker pastes such as ginger-garlic.
- Chutney jar (0.4 to 0.5 litres): small quantities of coconut chutney, green chutney and masalas for a single dish.
- Juicer or blender jar with a fine mesh: juices, lassi and shakes.

## Choosing the motor

- 500 W: light daily use, chutneys and small families.
- 750 W: the sweet spot for most homes, handles batter for 4 to 6 people.
- 1000 W and above: heavy use, large families, frequent wet grinding.

Look for copper winding, overload protection and at least 18,000 RPM on dry jars.

## Use it well

- Add water in stages for batters; too much at once makes the blade slip.
- Run in short bursts of 30 to 60 seconds and let the motor rest.
- Never grind hot ingredients: let them cool first.
- If the overload cut-off trips, switch off, wait a few minutes and press the reset button under the base.

## Clean and care

Rinse jars right after use, dry the coupler, and check the gaskets every few months. Replace a worn gasket before it leaks into the motor.`,
  },
  {
    slug: "tv-size-viewing-distance",
    cover: { glyph: "tv", colors: ["#e0e7ff", "#a5b4fc"], companion: "sofa" },
    title: "TV Size vs Viewing Distance: Pick the Right Screen",
    description:
      "A bigger screen is not always better. Measure the distance from your sofa to the wall and use this chart to choose a TV size that looks sharp and immersive.",
    body: `The right TV size depends on how far you sit from it and on its resolution. With 4K panels you can sit closer and enjoy a bigger picture without seeing pixels.

## Measure first

Measure from where your eyes will be on the sofa to the wall where the TV will go.

## Size chart for 4K (Ultra HD) TVs

- 4 to 5 feet: 32 to 40 inches (bedrooms, small rooms).
- 5 to 6.5 feet: 43 inches.
- 6.5 to 7.5 feet: 50 inches.
- 7.5 to 8.5 feet: 55 inches.
- 8.5 feet and more: 65 inches.

For Full HD TVs, sit about 1.5 times further away than these distances, or choose one size smaller.

## Mounting height

The centre of the screen should be roughly at eye level when you are seated, about 3.5 feet from the floor for most sofas. Wall-mounting above a tall cabinet strains the neck.

## Beyond size

- Refresh rate: 60 Hz is fine for TV and streaming; gamers should look at 120 Hz.
- Smart features: check that the apps you use (streaming services, YouTube) are supported.
- Sound: slim TVs have small speakers; budget for a soundbar in larger rooms.
- Ports: at least 2 HDMI and 2 USB ports for a set-top box, console and pen drives.

## The bottom line

Measure the distance, pick the largest screen the chart allows, and prefer 4K from 43 inches up.`,
  },
  {
    slug: "summer-maintenance-checklist",
    cover: { glyph: "tools", colors: ["#cffafe", "#67e8f9"], companion: "cooler" },
    title: "Summer Maintenance Checklist for Coolers and Fans",
    description:
      "Ten minutes of care before the season keeps your cooler smelling fresh and your fans quiet. Follow this checklist every March.",
    body: `After months in storage, coolers and fans need a little attention before the first hot day. This checklist takes about ten minutes per appliance.

## Air cooler

- Drain and scrub the water tank with a soft brush and a mild detergent; rinse twice.
- Check the cooling pads: replace wood-wool pads every season, honeycomb pads every 2 to 3 seasons or when they crumble.
- Clean the water pump filter and check that water flows evenly over all pads.
- Wipe the fan blades and louvres, and check the power cord for cuts.
- In use, change the water every 2 to 3 days to avoid smells and mosquito breeding.

## Ceiling and pedestal fans

- Switch off at the mains, then wipe each blade with a damp cloth; a pillowcase slipped over the blade catches the dust.
- Tighten the blade screws and canopy; a wobble usually means a loose screw.
- If the fan hums or runs slowly, the capacitor may be weak: a technician can replace it in minutes.
- Oil is not needed for modern sealed-bearing fans; do not add any.

## Safety first

- Never touch appliances with wet hands.
- Use a properly earthed socket for coolers.
- Keep cords away from the water tank and from walkways.

## When to call for service

A burning smell, sparks, a pump that hums but does not run, or a fan that stops at low speed. Switch it off and contact us with your order number: a fault within the warranty period shown on the product's page is covered by its warranty.`,
  },
];

export const demoTestimonials = [
  {
    name: "Vikram Singh",
    message: "Ordered a 90-litre desert cooler for our shop in Jodhpur. It arrived in four days, well packed, and cools the whole floor even at 46 degrees.",
  },
  {
    name: "Meera Nair",
    message: "The 43-inch 4K TV looks fantastic and it arrived well packed, a day before the date we were given. Paying by UPI was quick and the GST invoice was on my order page right away.",
  },
  {
    name: "Arjun Mehta",
    message: "Replaced all the fans in our flat with BLDC ones from Vayu. The bill came down by almost ₹600 a month this summer and they are whisper quiet.",
  },
  {
    name: "Fatima Sheikh",
    message: "My 750 W mixer grinder makes smooth idli batter every week without heating up. Customer support told me which jar to use for what.",
  },
  {
    name: "Karthik Reddy",
    message: "Good prices, genuine products and honest delivery estimates. The pedestal fan I bought for my parents in Hyderabad reached them before I did.",
  },
  {
    name: "Sneha Kulkarni",
    message: "One of the cooler's wheels cracked in transit. I asked for a return from My Orders and the refund came through once the cooler went back, no arguments.",
  },
];
