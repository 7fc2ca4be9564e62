import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { priceCheckout } from "@vayu/shared/pricing";
import type { Db, DbOrTx } from "../../db/client";
import { users } from "../accounts/tables";
import { products } from "../catalog/tables";
import { demoProducts } from "../catalog/index";
import { orderEvents, orderItems, orders } from "../orders/tables";
import { refreshProductRating } from "./service";
import { reviews, reviewVotes } from "./tables";
import { getSettings } from "../settings/index";
import { feesOf } from "../settings/index";

/**
 * The demo store's reviews (docs/decisions/171-reviews.md): written by demo buyers whose
 * cash-on-delivery orders of those products were delivered, as the store's rule asks. Most
 * products have none, so "No reviews yet" shows too. The buyers cannot sign in: their
 * password hash is empty, which no password matches. They are marked `demo`: `npm run
 * demo:clear` removes them with their orders and reviews.
 */
export const demoBuyers = [
  { name: "Ananya Krishnan", city: "Chennai", state: "Tamil Nadu", zipCode: "600020" },
  { name: "Rahul Deshmukh", city: "Pune", state: "Maharashtra", zipCode: "411004" },
  { name: "Farah Qureshi", city: "Lucknow", state: "Uttar Pradesh", zipCode: "226001" },
  { name: "Gurpreet Singh", city: "Ludhiana", state: "Punjab", zipCode: "141001" },
] as const;

type Buyer = (typeof demoBuyers)[number]["name"];

export interface DemoReview {
  /** The demo product's `name`. */
  product: string;
  by: Buyer;
  rating: number;
  title: string;
  body: string;
  /** Written this many days before the seed ran; delivered five days before that. */
  daysAgo: number;
  /** Other demo buyers who found it helpful. */
  helpfulBy: readonly Buyer[];
}

export const demoReviews: readonly DemoReview[] = [
  {
    product: "Vayu Arctic 85",
    by: "Rahul Deshmukh",
    rating: 5,
    title: "Cools our whole hall in Pune's May heat",
    body: "We run it in a 20 x 14 ft hall with the windows open a little. Within ten minutes the room is comfortable, and the remote saves getting up to change the speed. The tank lasts a full night on medium.",
    daysAgo: 41,
    helpfulBy: ["Ananya Krishnan", "Gurpreet Singh"],
  },
  {
    product: "Vayu Arctic 85",
    by: "Gurpreet Singh",
    rating: 4,
    title: "Strong air throw, a little loud on high",
    body: "The air reaches the far end of our shop easily. On the highest speed it is louder than I expected, so at night we keep it on medium. Pads were clean and fitted well out of the box.",
    daysAgo: 28,
    helpfulBy: ["Rahul Deshmukh"],
  },
  {
    product: "Vayu Arctic 85",
    by: "Ananya Krishnan",
    rating: 4,
    title: "Good cooler, humid days are harder",
    body: "Works very well on dry days. In Chennai's humid weeks the cooling is milder, which is true of any evaporative cooler. The castor wheels make it easy to move between rooms.",
    daysAgo: 12,
    helpfulBy: [],
  },
  {
    product: "Vayu Arctic 85",
    by: "Farah Qureshi",
    rating: 3,
    title: "Does the job, ice chamber is small",
    body: "Cooling is fine for a big room. The ice chamber holds only a couple of trays, so the extra chill does not last long. Packing was good and it reached us in one piece.",
    daysAgo: 6,
    helpfulBy: [],
  },
  {
    product: "Vayu Breeze 30",
    by: "Ananya Krishnan",
    rating: 5,
    title: "Perfect for my study",
    body: "Small enough to sit beside the desk and quiet enough for online calls. It runs on our inverter during power cuts without any trouble.",
    daysAgo: 35,
    helpfulBy: ["Farah Qureshi"],
  },
  {
    product: "Vayu Breeze 30",
    by: "Farah Qureshi",
    rating: 4,
    title: "Light and easy to refill",
    body: "The tank slides out for filling, which I like. Air throw is enough for a bedroom but not more, as you would expect from a personal cooler.",
    daysAgo: 9,
    helpfulBy: [],
  },
  {
    product: "Vayu Swift",
    by: "Gurpreet Singh",
    rating: 4,
    title: "Good wall fan for the kitchen",
    body: "Keeps the kitchen bearable while cooking. The oscillation covers the whole counter. The pull cords feel a bit thin but work fine.",
    daysAgo: 50,
    helpfulBy: ["Rahul Deshmukh", "Ananya Krishnan"],
  },
  {
    product: "Vayu Swift",
    by: "Rahul Deshmukh",
    rating: 5,
    title: "Quiet and steady",
    body: "Runs all day in our shop without heating up. Much quieter than the old fan it replaced.",
    daysAgo: 17,
    helpfulBy: [],
  },
  {
    product: "Vayu Vision HD",
    by: "Farah Qureshi",
    rating: 4,
    title: "Clear picture for a bedroom TV",
    body: "Sharp enough from the bed, and the apps we use open quickly. The speakers are thin, so we use a small soundbar for films.",
    daysAgo: 22,
    helpfulBy: ["Gurpreet Singh"],
  },
  {
    product: "Vayu Vision HD",
    by: "Rahul Deshmukh",
    rating: 3,
    title: "Fine for the price, viewing angle is narrow",
    body: "Colours look washed out when you sit to the side. Straight on, the picture is good for news and cricket.",
    daysAgo: 8,
    helpfulBy: [],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, ".")}@demo-buyers.invalid`;

/** A delivered cash-on-delivery order of one unit of the product, with its history; for the demo store and the tests. */
export async function deliveredOrder(
  tx: DbOrTx,
  userId: string,
  product: { id: string; title: string; pricePaise: number; salePricePaise: number | null },
  placedAt: Date,
  address: { name: string; city: string; state: string; zipCode: string },
) {
  const deliveredAt = new Date(placedAt.getTime() + 4 * DAY_MS);
  const price = product.salePricePaise ?? product.pricePaise;
  const totals = priceCheckout(
    [{ pricePaise: product.pricePaise, salePricePaise: product.salePricePaise, quantity: 1 }],
    "cod",
    feesOf(await getSettings(tx)),
  );
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      subtotalPaise: totals.subtotalPaise,
      shippingPaise: totals.shippingPaise,
      codChargePaise: totals.codChargePaise,
      totalAmountPaise: totals.totalPaise,
      paymentType: "COD",
      paymentCollectedAt: deliveredAt,
      orderStatus: "Delivered",
      address: {
        _id: randomUUID(),
        mobile: "9876543210",
        address: "Demo address",
        landmark: "",
        country: "India",
        ...address,
      },
      deliveredAt,
      createdAt: placedAt,
      updatedAt: deliveredAt,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values({
    orderId: order!.id,
    productId: product.id,
    title: product.title,
    quantity: 1,
    unitPricePaise: price,
  });
  await tx.insert(orderEvents).values([
    {
      orderId: order!.id,
      status: "Placed" as const,
      actorId: userId,
      actorRole: "shopper" as const,
      at: placedAt,
    },
    { orderId: order!.id, status: "Delivered" as const, actorRole: "system" as const, at: deliveredAt },
  ]);
  return order!.id;
}

/** Seeds the demo buyers, their delivered orders and reviews; runs after the catalog's seed. */
export async function seedReviews(db: Db, now = new Date()) {
  const titles = new Map(demoProducts.map((p) => [p.name, p.title]));
  await db.transaction(async (tx) => {
    const buyerRows = await tx
      .insert(users)
      .values(demoBuyers.map((b) => ({ name: b.name, email: emailOf(b.name), passwordHash: "", demo: true })))
      .returning({ id: users.id, name: users.name });
    const buyerId = new Map(buyerRows.map((b) => [b.name, b.id]));
    const productRows = await tx
      .select({
        id: products.id,
        title: products.title,
        pricePaise: products.pricePaise,
        salePricePaise: products.salePricePaise,
      })
      .from(products)
      .where(
        inArray(
          products.title,
          demoReviews.map((r) => titles.get(r.product)!),
        ),
      );
    const productByName = new Map(
      demoReviews.map((r) => [r.product, productRows.find((p) => p.title === titles.get(r.product))!]),
    );

    for (const review of demoReviews) {
      const product = productByName.get(review.product)!;
      const userId = buyerId.get(review.by)!;
      const writtenAt = new Date(now.getTime() - review.daysAgo * DAY_MS);
      await deliveredOrder(
        tx,
        userId,
        product,
        new Date(writtenAt.getTime() - 9 * DAY_MS),
        demoBuyers.find((b) => b.name === review.by)!,
      );
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: product.id,
          userId,
          rating: review.rating,
          title: review.title,
          body: review.body,
          helpfulCount: review.helpfulBy.length,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        })
        .returning({ id: reviews.id });
      if (review.helpfulBy.length > 0)
        await tx
          .insert(reviewVotes)
          .values(review.helpfulBy.map((name) => ({ reviewId: row!.id, userId: buyerId.get(name)! })));
    }
    for (const product of new Set(productByName.values())) await refreshProductRating(tx, product.id);
  });
}
