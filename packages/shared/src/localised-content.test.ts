import { describe, expect, it } from "vitest";
import { BlogHiBody, langQuery, localisedContent, ProductHiBody, storedHindi } from "./localised-content";
import { composeHindiDescription, splitDescription, staffProductHi, storedProductHi } from "./staff-catalog";

describe("localisedContent", () => {
  const row = { title: "Vayu Arctic 85 Desert Air Cooler", description: "Keeps a hall cool." };

  it("answers English rows as they are, with no untranslated list", () => {
    expect(
      localisedContent(row, { title: "वायु आर्कटिक 85 डेज़र्ट कूलर" }, "en", ["title", "description"]),
    ).toEqual(row);
  });

  it("puts Hindi over English field by field and names the fields left in English", () => {
    expect(
      localisedContent(row, { title: "वायु आर्कटिक 85 डेज़र्ट कूलर" }, "hi", ["title", "description"]),
    ).toEqual({
      title: "वायु आर्कटिक 85 डेज़र्ट कूलर",
      description: "Keeps a hall cool.",
      untranslated: ["description"],
    });
  });

  it("treats a missing Hindi object and blank Hindi texts as untranslated", () => {
    expect(localisedContent(row, null, "hi", ["title", "description"]).untranslated).toEqual([
      "title",
      "description",
    ]);
    expect(localisedContent(row, { title: "  " }, "hi", ["title"])).toEqual({
      ...row,
      untranslated: ["title"],
    });
  });

  it("answers an empty list when everything is in Hindi, and leaves other fields alone", () => {
    const withImage = { ...row, image: "/uploads/a.webp" };
    expect(
      localisedContent(withImage, { title: "क", description: "ख" }, "hi", ["title", "description"]),
    ).toEqual({
      title: "क",
      description: "ख",
      image: "/uploads/a.webp",
      untranslated: [],
    });
  });
});

describe("the lang query", () => {
  it("is en by default and refuses anything but en and hi", () => {
    expect(langQuery.parse({})).toEqual({ lang: "en" });
    expect(langQuery.parse({ lang: "hi" })).toEqual({ lang: "hi" });
    expect(langQuery.safeParse({ lang: "fr" }).error?.issues[0]?.message).toBe("lang must be en or hi");
  });
});

describe("Hindi fields staff send", () => {
  it("are optional, empty is untranslated, and the English limits hold", () => {
    expect(BlogHiBody.parse({ title: "", description: "  " })).toEqual({
      title: undefined,
      description: undefined,
    });
    expect(BlogHiBody.safeParse({ title: "कूलर" }).error?.issues[0]?.message).toBe(
      "Hindi title must be at least 5 characters",
    );
    expect(BlogHiBody.safeParse({ description: "क".repeat(401) }).error?.issues[0]?.message).toBe(
      "Hindi description must be at most 400 characters",
    );
    expect(BlogHiBody.safeParse({ subtitle: "x" }).success).toBe(false);
  });

  it("take a specification row whole or not at all", () => {
    expect(
      ProductHiBody.safeParse({ specifications: [{ label: "टैंक", value: "" }] }).error?.issues[0]?.message,
    ).toBe("Hindi specifications: give both the label and the value, or neither");
    expect(ProductHiBody.safeParse({ specifications: [{ label: "", value: "" }] }).success).toBe(true);
  });

  it("are stored as an object of the texts given, or null", () => {
    expect(storedHindi({ title: "क", body: undefined })).toEqual({ title: "क" });
    expect(storedHindi({ title: undefined })).toBeNull();
    expect(storedHindi(null)).toBeNull();
  });
});

describe("a product's Hindi description", () => {
  const english = [
    { label: "Tank capacity", value: "85 L" },
    { label: "Inverter compatible", value: "Yes" },
  ];

  it("puts every English row under the Hindi heading, in Hindi where it was translated", () => {
    const description = composeHindiDescription(
      "गर्मी में पूरा हॉल ठंडा।",
      [
        { label: "", value: "" },
        { label: "इन्वर्टर पर चलता है", value: "हाँ" },
      ],
      english,
    );
    expect(description).toBe("गर्मी में पूरा हॉल ठंडा।\n\nविशेषताएँ\nTank capacity: 85 L\nइन्वर्टर पर चलता है: हाँ");
    expect(composeHindiDescription(undefined, [{ label: "टैंक", value: "85 L" }], english)).toBeUndefined();
  });

  it("comes back to staff as they wrote it, rows left in English empty", () => {
    const stored = storedProductHi(
      {
        title: "वायु आर्कटिक 85",
        description: "पूरा हॉल ठंडा।",
        specifications: [{ label: "टैंक क्षमता", value: "85 लीटर" }],
      },
      english,
    );
    expect(stored).toEqual({
      title: "वायु आर्कटिक 85",
      description: "पूरा हॉल ठंडा।\n\nविशेषताएँ\nटैंक क्षमता: 85 लीटर\nInverter compatible: Yes",
    });
    expect(staffProductHi(stored, english)).toEqual({
      title: "वायु आर्कटिक 85",
      description: "पूरा हॉल ठंडा।",
      specifications: [
        { label: "टैंक क्षमता", value: "85 लीटर" },
        { label: "", value: "" },
      ],
    });
    expect(splitDescription(stored!.description!).specifications).toEqual([]);
    expect(storedProductHi({ specifications: [] }, english)).toBeNull();
    expect(staffProductHi(null, english)).toEqual({
      specifications: [
        { label: "", value: "" },
        { label: "", value: "" },
      ],
    });
  });
});
