import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "@vayu/shared/messages";
import { trackedAwaitingCod } from "../../test/cod-order";
import { openComponent } from "../../test/storefront";
import { TrackedOrderView } from "./TrackedOrderView";

describe("the shopper's view of an order Returned to origin", () => {
  it("/track says in plain words that the parcel is going back and nothing is due", () => {
    openComponent(() => <TrackedOrderView order={{ ...trackedAwaitingCod, status: "Returned to origin" }} />);
    expect(screen.getByText(messages.returnedToOrigin.heading)).toBeInTheDocument();
    expect(screen.getByText(messages.returnedToOrigin.explanation)).toBeInTheDocument();
    expect(screen.getByText("Total (nothing paid)")).toBeInTheDocument();
    expect(screen.queryByText("Total to pay on delivery")).toBeNull();
  });
});
