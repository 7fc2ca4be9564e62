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

/**
 * The buying guides in Hindi, by slug: written for Hindi readers, not word for word; figures
 * and brand names as in English (docs/decisions/313-hindi-content-fields.md).
 */
export const demoBlogsHi: Record<string, { title: string; description: string; body: string }> = {
  "air-cooler-room-size": {
    title: "कमरे के साइज़ के हिसाब से सही कूलर कैसे चुनें",
    description:
      "कूलर कमरा ठंडा रखेगा या नहीं, यह टंकी, हवा की डिलीवरी और कूलिंग पैड से तय होता है। पहले कमरा नापिए, फिर इस आसान गाइड से मिलान कीजिए।",
    body: `बहुत छोटा कूलर बस गरम हवा घुमाता रहता है, और बहुत बड़ा कूलर पानी और जगह दोनों बर्बाद करता है। शुरुआत दाम से नहीं, अपने कमरे से कीजिए।

## पहला कदम: कमरा नापिए

लंबाई, चौड़ाई और ऊँचाई को फ़ीट में गुणा कीजिए। 12 × 10 फ़ीट का बेडरूम, जिसकी छत 10 फ़ीट ऊँची है, 1,200 घन फ़ीट का हुआ।

## दूसरा कदम: हवा की डिलीवरी मिलाइए

सबसे ज़रूरी आँकड़ा है हवा की डिलीवरी (CMH, यानी घन मीटर प्रति घंटा)। कमरे के घन फ़ीट को 2 से भाग दीजिए, तो कम से कम कितना CMH चाहिए, इसका मोटा अंदाज़ा मिल जाएगा:

- 150 वर्ग फ़ीट तक (छोटा बेडरूम, पढ़ाई का कमरा): 1,000 से 1,500 CMH और 15 से 25 लीटर टंकी वाला पर्सनल कूलर।
- 150 से 250 वर्ग फ़ीट (बेडरूम, छोटा हॉल): 2,000 से 3,000 CMH और 30 से 50 लीटर वाला टावर या विंडो कूलर।
- 250 से 450 वर्ग फ़ीट (लिविंग रूम, दुकान): 3,500 से 5,500 CMH और 60 से 90 लीटर वाला डेज़र्ट कूलर।

## तीसरा कदम: अपने मौसम के हिसाब से कूलर चुनिए

कूलर सूखी गर्मी में सबसे अच्छा काम करता है: राजस्थान, गुजरात, दिल्ली-एनसीआर और मध्य भारत में। समुद्र किनारे के उमस वाले शहरों में हनीकॉम्ब पैड और तेज़ हवा की फेंक वाला मॉडल लीजिए, हवा आने-जाने के लिए एक खिड़की खुली रखिए, और चिपचिपे दिनों में कूलर को सिर्फ़ पंखे वाले मोड पर चलाइए।

## किन खूबियों पर पैसा लगाना ठीक है

- हनीकॉम्ब पैड, लकड़ी की छीलन (घास) वाले पैड से ज़्यादा ठंडक देते हैं और ज़्यादा चलते हैं।
- आइस चैंबर सबसे तपती दोपहर में काम आता है।
- इन्वर्टर पर चलने वाला कूलर बिजली जाने पर भी चलता रहता है।
- पहिये और पानी का लेवल दिखाने वाला इंडिकेटर रोज़ का काम आसान करते हैं।

## आख़िरी बात

एक बार ठीक से नापिए, कमरे को जितनी हवा चाहिए उतनी डिलीवरी वाला कूलर लीजिए, और एसी के मुक़ाबले थोड़े से खर्च में पूरी गर्मी आराम से निकालिए।`,
  },
  "ceiling-fan-sweep-guide": {
    title: "छत के पंखे का स्वीप कैसे चुनें: 900, 1200 या 1400 मिमी?",
    description:
      "स्वीप, यानी ब्लेड जितना घेरा बनाते हैं, तय करता है कि पंखा कमरे को कितनी बराबर हवा देगा। जानिए सही साइज़ कैसे चुनें और पंखा कहाँ लगाएँ।",
    body: `ज़्यादातर भारतीय घरों में हर कमरे में 1200 मिमी का पंखा लगता है, पर सही स्वीप कमरे पर निर्भर करता है। छोटे पंखे से कोने घुटे-घुटे रहते हैं, और बहुत बड़ा पंखा पलंग के पास आँधी जैसा लगता है।

## कमरे के साइज़ से स्वीप चुनिए

- 75 वर्ग फ़ीट तक (छोटे स्टोर रूम, छोटी रसोई): 600 से 900 मिमी।
- 75 से 150 वर्ग फ़ीट (छोटे बेडरूम, पढ़ाई का कमरा): 900 से 1050 मिमी।
- 150 से 225 वर्ग फ़ीट (आम बेडरूम, ड्रॉइंग रूम): 1200 मिमी।
- 225 वर्ग फ़ीट से बड़ा (हॉल, बड़ा लिविंग रूम): 1400 मिमी, या 1200 मिमी के दो पंखे।

## सही ऊँचाई पर लगाइए

ब्लेड फ़र्श से 8 से 9 फ़ीट ऊपर और छत से कम से कम 1 फ़ीट नीचे होने चाहिए। ऊँची छत के लिए लंबी डाउनरॉड लगाइए; नीची छत के लिए छत से सटकर लगने वाला (हगर) मॉडल चुनिए।

## हवा की डिलीवरी और स्पीड देखिए

अच्छा 1200 मिमी पंखा लगभग 350 से 380 RPM पर हर मिनट 210 से 230 घन मीटर हवा देता है। ब्लेड का डिज़ाइन खराब हो तो ज़्यादा RPM से सिर्फ़ शोर बढ़ता है।

## BLDC या सादा पंखा?

सादा इंडक्शन पंखा पूरी स्पीड पर 70 से 75 वॉट खाता है। BLDC पंखा उतनी ही हवा 28 से 35 वॉट में देता है, चुपचाप चलता है और इन्वर्टर पर तीन गुना देर चलता है। रोज़ 12 घंटे चलने पर एक BLDC पंखा साल में लगभग 150 से 180 यूनिट बचाता है।

## झटपट चेकलिस्ट

- स्वीप कमरे के हिसाब से चुनिए।
- ISI मार्क और BEE स्टार लेबल देखिए।
- पंखा रोज़ 6 घंटे से ज़्यादा चलता हो तो BLDC लीजिए।
- स्विचबोर्ड पलंग से दूर हो तो रिमोट वाला पंखा माँगिए।`,
  },
  "bee-star-ratings-explained": {
    title: "BEE स्टार रेटिंग समझिए: लेबल से कितनी बचत होती है",
    description:
      "ब्यूरो ऑफ़ एनर्जी एफ़िशिएंसी का स्टार लेबल बताता है कि कोई उपकरण कितनी बिजली खाता है। इसे पढ़ना सीखिए और बिल में असली बचत का हिसाब लगाइए।",
    body: `पंखों, टीवी और एसी पर लगा रंगीन स्टार लेबल ब्यूरो ऑफ़ एनर्जी एफ़िशिएंसी (BEE) देता है, जो बिजली मंत्रालय के तहत काम करता है। जितने ज़्यादा स्टार, उतने ही काम में उतनी कम बिजली।

## लेबल कैसे पढ़ें

- स्टार रेटिंग: 1 (सबसे ज़्यादा बिजली) से 5 (सबसे कम बिजली) तक।
- सालाना बिजली खपत: तय जाँच की शर्तों में साल भर में कितनी यूनिट (kWh) लगती है।
- लेबल की अवधि: रेटिंग हर कुछ साल में बदलती है, इसलिए 2026 का 5 स्टार उत्पाद 2018 के 5 स्टार से ज़्यादा बचत करता है। साल ज़रूर देखिए।

## स्टार की असली कीमत

ज़्यादातर घरों में बिजली ₹6 से ₹9 प्रति यूनिट पड़ती है। मान लीजिए छत का पंखा रोज़ 12 घंटे, साल में 300 दिन चलता है:

- 75 वॉट का 1 स्टार पंखा: लगभग 270 यूनिट, यानी साल के करीब ₹2,000।
- 30 वॉट का 5 स्टार BLDC पंखा: लगभग 108 यूनिट, यानी साल के करीब ₹800।

यानी हर पंखे पर हर साल ₹1,200 की बचत। चार पंखों वाले घर में 5 स्टार पंखे लगभग दो गर्मियों में अपना दाम वसूल कर लेते हैं।

## टीवी और स्टार लेबल

टीवी के लेबल पर तय घंटों तक देखने पर सालाना खपत लिखी होती है। बड़ी स्क्रीन ज़्यादा बिजली खाती है, इसलिए एक ही साइज़ के मॉडलों के लेबल आपस में मिलाइए।

## काम की बातें

- दो मॉडल लगभग बराबर हों तो सिर्फ़ स्टार नहीं, सालाना यूनिट भी मिलाइए।
- लेबल और बिल सँभालकर रखिए: वारंटी के दावे में काम आते हैं।
- कम बिजली वाले उपकरण बिजली जाने पर इन्वर्टर पर भी ज़्यादा देर चलते हैं।`,
  },
  "mixer-grinder-jar-guide": {
    title: "मिक्सर ग्राइंडर के जार: कौन-सा जार किस काम का",
    description:
      "गीली पिसाई, सूखा मसाला, चटनी और जूस, हर काम के लिए अलग जार होता है। जानिए डिब्बे में मिले हर जार का काम, और सही मोटर कैसे चुनें।",
    body: `भारतीय रसोई में सबसे ज़्यादा मेहनत मिक्सर ग्राइंडर करता है। सही जार इस्तेमाल करने से घोल ज़्यादा मुलायम, मसाला ज़्यादा बारीक और मोटर की उम्र लंबी होती है।

## डिब्बे में मिलने वाले जार

- बड़ा जार (1.5 लीटर): इडली-डोसा के घोल की गीली पिसाई और ग्रेवी का ज़्यादा पेस्ट। दो-तिहाई से ज़्यादा मत भरिए।
- बीच वाला जार (1 लीटर): मसाले, चीनी और कॉफ़ी की सूखी पिसाई, और अदरक-लहसुन जैसे गाढ़े पेस्ट।
- चटनी जार (0.4 से 0.5 लीटर): थोड़ी-सी नारियल चटनी, हरी चटनी और एक सब्ज़ी भर का मसाला।
- बारीक जाली वाला जूसर या ब्लेंडर जार: जूस, लस्सी और शेक।

## मोटर कैसे चुनें

- 500 वॉट: रोज़ का हल्का काम, चटनी और छोटे परिवार।
- 750 वॉट: ज़्यादातर घरों के लिए सबसे सही, 4 से 6 लोगों का घोल आराम से।
- 1000 वॉट या ज़्यादा: भारी इस्तेमाल, बड़े परिवार, अक्सर गीली पिसाई।

तांबे की वाइंडिंग, ओवरलोड से बचाव और सूखे जार पर कम से कम 18,000 RPM देखिए।

## ठीक से इस्तेमाल कीजिए

- घोल में पानी थोड़ा-थोड़ा डालिए; एक साथ ज़्यादा पानी से ब्लेड फिसलने लगता है।
- 30 से 60 सेकंड चलाकर रोकिए और मोटर को आराम दीजिए।
- गरम चीज़ें कभी मत पीसिए: पहले ठंडा होने दीजिए।
- ओवरलोड कट-ऑफ़ हो जाए तो स्विच बंद कीजिए, कुछ मिनट रुकिए और नीचे लगा रीसेट बटन दबाइए।

## सफ़ाई और देखभाल

इस्तेमाल के तुरंत बाद जार धोइए, कपलर सुखाइए, और हर कुछ महीने में गैस्केट जाँचिए। घिसा हुआ गैस्केट मोटर में पानी जाने से पहले ही बदल दीजिए।`,
  },
  "tv-size-viewing-distance": {
    title: "टीवी का साइज़ और देखने की दूरी: सही स्क्रीन चुनिए",
    description:
      "बड़ी स्क्रीन हमेशा बेहतर नहीं होती। सोफ़े से दीवार तक की दूरी नापिए और इस चार्ट से ऐसा साइज़ चुनिए जो साफ़ भी दिखे और मज़ा भी दे।",
    body: `टीवी का सही साइज़ इस पर निर्भर करता है कि आप उससे कितनी दूर बैठते हैं और उसका रिज़ॉल्यूशन क्या है। 4K पैनल में आप पास बैठकर भी बड़ी तस्वीर देख सकते हैं, बिना पिक्सेल दिखे।

## पहले नापिए

सोफ़े पर बैठने पर आपकी आँखें जहाँ होंगी, वहाँ से उस दीवार तक नापिए जहाँ टीवी लगेगा।

## 4K (अल्ट्रा HD) टीवी का साइज़ चार्ट

- 4 से 5 फ़ीट: 32 से 40 इंच (बेडरूम, छोटे कमरे)।
- 5 से 6.5 फ़ीट: 43 इंच।
- 6.5 से 7.5 फ़ीट: 50 इंच।
- 7.5 से 8.5 फ़ीट: 55 इंच।
- 8.5 फ़ीट या ज़्यादा: 65 इंच।

फ़ुल HD टीवी के लिए इन दूरियों से लगभग डेढ़ गुना दूर बैठिए, या एक साइज़ छोटा लीजिए।

## कितनी ऊँचाई पर लगाएँ

बैठे हुए स्क्रीन का बीच लगभग आँखों की सीध में होना चाहिए, ज़्यादातर सोफ़ों के लिए फ़र्श से करीब 3.5 फ़ीट। ऊँची अलमारी के ऊपर दीवार पर लगाने से गर्दन दुखती है।

## साइज़ के अलावा

- रिफ़्रेश रेट: टीवी और स्ट्रीमिंग के लिए 60 Hz काफ़ी है; गेम खेलने वाले 120 Hz देखें।
- स्मार्ट फ़ीचर: जो ऐप आप चलाते हैं (स्ट्रीमिंग सेवाएँ, YouTube), वे चलते हैं या नहीं, देख लीजिए।
- आवाज़: पतले टीवी के स्पीकर छोटे होते हैं; बड़े कमरे के लिए साउंडबार का बजट रखिए।
- पोर्ट: सेट-टॉप बॉक्स, गेम कंसोल और पेन ड्राइव के लिए कम से कम 2 HDMI और 2 USB पोर्ट।

## आख़िरी बात

दूरी नापिए, चार्ट जितनी इजाज़त दे उतनी बड़ी स्क्रीन लीजिए, और 43 इंच या उससे बड़े टीवी में 4K चुनिए।`,
  },
  "summer-maintenance-checklist": {
    title: "गर्मी से पहले कूलर और पंखों की देखभाल की चेकलिस्ट",
    description:
      "सीज़न से पहले दस मिनट की देखभाल से कूलर में बदबू नहीं आती और पंखे चुपचाप चलते हैं। हर मार्च में यह चेकलिस्ट अपनाइए।",
    body: `महीनों रखे रहने के बाद पहले गरम दिन से पहले कूलर और पंखों को थोड़ी देखभाल चाहिए। हर उपकरण पर इस चेकलिस्ट में करीब दस मिनट लगते हैं।

## कूलर

- टंकी का पानी निकालिए, नरम ब्रश और हल्के डिटर्जेंट से रगड़कर साफ़ कीजिए और दो बार धोइए।
- कूलिंग पैड देखिए: घास वाले पैड हर सीज़न बदलिए, हनीकॉम्ब पैड 2 से 3 सीज़न में या जब भुरभुराने लगें।
- पानी के पंप का फ़िल्टर साफ़ कीजिए और देखिए कि पानी सभी पैड पर बराबर गिर रहा है।
- पंखे के ब्लेड और लूवर पोंछिए, और बिजली का तार कहीं कटा तो नहीं, देख लीजिए।
- इस्तेमाल के दिनों में हर 2 से 3 दिन में पानी बदलिए, ताकि बदबू न आए और मच्छर न पनपें।

## छत और स्टैंड वाले पंखे

- मेन स्विच बंद कीजिए, फिर हर ब्लेड गीले कपड़े से पोंछिए; ब्लेड पर पुराना तकिये का खोल चढ़ाकर पोंछें तो धूल नीचे नहीं गिरती।
- ब्लेड के पेंच और कैनोपी कसिए; पंखा डगमगाए तो अक्सर कोई पेंच ढीला होता है।
- पंखा भनभनाए या धीरे चले तो कंडेंसर कमज़ोर हो सकता है: मिस्त्री उसे कुछ ही मिनट में बदल देता है।
- आजकल के सील बेयरिंग वाले पंखों में तेल डालने की ज़रूरत नहीं होती; बिल्कुल मत डालिए।

## सुरक्षा सबसे पहले

- गीले हाथों से कभी कोई उपकरण मत छुइए।
- कूलर के लिए ठीक से अर्थिंग वाला सॉकेट इस्तेमाल कीजिए।
- तार को टंकी के पानी और आने-जाने के रास्ते से दूर रखिए।

## मरम्मत के लिए कब बुलाएँ

जलने की गंध, चिंगारी, पंप जो भनभनाए पर चले नहीं, या पंखा जो धीमी स्पीड पर रुक जाए। उसे बंद कीजिए और अपने ऑर्डर नंबर के साथ हमसे संपर्क कीजिए: उत्पाद के पेज पर लिखी वारंटी अवधि में आई खराबी उसकी वारंटी में ठीक होती है।`,
  },
};

/** Customer reviews; `messageHi`: the same review in Hindi, the name as written (docs/decisions/313-hindi-content-fields.md). */
export const demoTestimonials = [
  {
    name: "Vikram Singh",
    message: "Ordered a 90-litre desert cooler for our shop in Jodhpur. It arrived in four days, well packed, and cools the whole floor even at 46 degrees.",
    messageHi:
      "जोधपुर की अपनी दुकान के लिए 90 लीटर का डेज़र्ट कूलर मँगवाया। चार दिन में अच्छी पैकिंग में पहुँच गया, और 46 डिग्री में भी पूरी दुकान ठंडी रखता है।",
  },
  {
    name: "Meera Nair",
    message: "The 43-inch 4K TV looks fantastic and it arrived well packed, a day before the date we were given. Paying by UPI was quick and the GST invoice was on my order page right away.",
    messageHi:
      "43 इंच का 4K टीवी शानदार दिखता है, और बताई गई तारीख़ से एक दिन पहले, अच्छी पैकिंग में पहुँच गया। UPI से पेमेंट झट से हो गया और GST बिल तुरंत मेरे ऑर्डर पेज पर मिल गया।",
  },
  {
    name: "Arjun Mehta",
    message: "Replaced all the fans in our flat with BLDC ones from Vayu. The bill came down by almost ₹600 a month this summer and they are whisper quiet.",
    messageHi:
      "फ़्लैट के सारे पंखे बदलकर Vayu के BLDC पंखे लगवाए। इस गर्मी में बिजली का बिल महीने में लगभग ₹600 कम आया, और पंखे बिल्कुल चुपचाप चलते हैं।",
  },
  {
    name: "Fatima Sheikh",
    message: "My 750 W mixer grinder makes smooth idli batter every week without heating up. Customer support told me which jar to use for what.",
    messageHi:
      "मेरा 750 वॉट का मिक्सर ग्राइंडर हर हफ़्ते इडली का मुलायम घोल बनाता है, और गरम भी नहीं होता। कस्टमर सपोर्ट ने बताया कि कौन-सा जार किस काम का है।",
  },
  {
    name: "Karthik Reddy",
    message: "Good prices, genuine products and honest delivery estimates. The pedestal fan I bought for my parents in Hyderabad reached them before I did.",
    messageHi:
      "अच्छे दाम, असली सामान और डिलीवरी का सही अंदाज़ा। हैदराबाद में मम्मी-पापा के लिए जो स्टैंड वाला पंखा लिया, वह मुझसे पहले उनके पास पहुँच गया।",
  },
  {
    name: "Sneha Kulkarni",
    message: "One of the cooler's wheels cracked in transit. I asked for a return from My Orders and the refund came through once the cooler went back, no arguments.",
    messageHi:
      "रास्ते में कूलर का एक पहिया टूट गया था। मैंने My Orders से वापसी माँगी, और कूलर वापस जाते ही बिना किसी बहस के पैसे लौट आए।",
  },
];
