import { sampleContactEnquiry } from "@vayu/shared/testing";
import { registerShopper } from "../auth";
import { expect, test } from "../fixtures";

const ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

// The account's forms as plain HTML forms, with JavaScript off (docs/decisions/195-forms-before-javascript.md,
// 213-dialogs-before-javascript.md): each post is answered by a redirect that carries the toast, and a
// refused form comes back with what was typed.
test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper signs up, logs out and in, asks for a reset link, keeps addresses and sends an enquiry", async ({ page }) => {
    test.slow(); // a long journey with three argon2 hashes and checks
    const email = `nisha.${Date.now()}@example.in`;

    await page.goto("/signup");
    await page.getByLabel("Full Name").fill("Nisha Rao");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password should be at least 6 characters long.");
    await expect(page.getByLabel("Full Name")).toHaveValue("Nisha Rao");
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Signup successful!")).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Login successful!")).toBeVisible();
    // Without the script the account menu's button leads to the account page.
    await page.getByRole("button", { name: "Account menu for Nisha Rao" }).click();
    await expect(page).toHaveURL(/\/account\??$/);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("User Logged Out successfully")).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

    await page.getByRole("link", { name: "Login" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Login successful!")).toBeVisible();

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Reset link sent successfully!")).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "A password reset link has been sent to your email." }),
    ).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("");

    // Add New Address and Edit open the form on the account page itself.
    await page.goto("/account");
    const book = page.getByRole("region", { name: "Saved addresses" });
    await book.getByRole("button", { name: "Add New Address" }).click();
    await expect(page).toHaveURL(/\/account\?address=new#address-form$/);
    const adding = page.getByRole("region", { name: "Add New Address" });
    await adding.getByLabel("Full Name", { exact: true }).fill("Nisha Rao");
    await adding.getByLabel("Mobile Number", { exact: true }).fill("9988776655");
    await adding.getByLabel("Address", { exact: true }).fill("14 FC Road");
    await adding.getByLabel("Zip Code", { exact: true }).fill("4110");
    await adding.getByRole("button", { name: "Add Address" }).click();
    // Pincode autofill needs the script: the city and state are typed.
    await expect(adding.getByRole("alert")).toHaveText("All fields are required");
    await expect(adding.getByText("City is required.")).toBeVisible();
    await expect(adding.getByText("Invalid zip code. Please enter a valid 5-6 digit zip code.")).toBeVisible();
    await expect(adding.getByLabel("Address", { exact: true })).toHaveValue("14 FC Road");
    await adding.getByLabel("City", { exact: true }).fill("Pune");
    await adding.getByLabel("State", { exact: true }).fill("Maharashtra");
    await adding.getByLabel("Zip Code", { exact: true }).fill("411004");
    await adding.getByRole("button", { name: "Add Address" }).click();
    await expect(page.getByText("New address added successfully")).toBeVisible();
    await expect(page.getByRole("region", { name: "Add New Address" })).toHaveCount(0);
    await expect(book.getByRole("listitem")).toContainText(["Pune, Maharashtra"]);

    await book.getByRole("button", { name: "Edit address of Nisha Rao" }).click();
    const editing = page.getByRole("region", { name: "Edit Address" });
    await expect(editing.getByLabel("City", { exact: true })).toHaveValue("Pune");
    await editing.getByLabel("Address", { exact: true }).fill("22 Law College Road");
    await editing.getByRole("button", { name: "Update Address" }).click();
    await expect(page.getByText("Address updated successfully")).toBeVisible();
    await expect(book.getByRole("listitem")).toHaveCount(1);
    await expect(book.getByRole("listitem")).toContainText("22 Law College Road");

    await page.goto("/contact");
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByText("Name is required.")).toBeVisible();
    await expect(page.getByText("Enquiry is required.")).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill(sampleContactEnquiry.name);
    await page.getByLabel("Email", { exact: true }).fill(sampleContactEnquiry.email);
    await page.getByLabel("Mobile Number").fill(sampleContactEnquiry.mobileNumber);
    await page.getByLabel("City").fill(sampleContactEnquiry.city);
    await page.getByLabel("State").fill(sampleContactEnquiry.state);
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByText("Enquiry is required.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(sampleContactEnquiry.name);
    await page.getByLabel("Enquire").fill(sampleContactEnquiry.enquire);
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your enquiry has been successfully submitted!")).toBeVisible();
  });

  // Sessions that end (docs/decisions/225-sessions-that-end.md): the account page lists the
  // devices logged in and logs one, or all, out; a token of a device logged out is refused.
  test("a shopper logs another device out, then every device, from the account page", async ({ page, request }) => {
    test.slow(); // three logins, each an argon2 check
    const shopper = await registerShopper(request, "Meera Iyer");
    const phoneLogin = async () => {
      const response = await request.post("/api/auth/login", {
        data: { email: shopper.email, password: shopper.password },
        headers: { "user-agent": ANDROID_PHONE },
      });
      expect(response.status()).toBe(200);
      return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
    };
    const phone = await phoneLogin();

    await page.goto("/login");
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Login successful!")).toBeVisible();
    await page.goto("/account");
    const devices = page.getByRole("region", { name: "Where you're logged in" });
    await expect(devices.getByText("This device")).toBeVisible();
    await expect(devices.getByText("Chrome on Android")).toBeVisible();
    await expect(devices.getByText("Where: 127.0.0.*").first()).toBeVisible();

    await devices.getByRole("button", { name: "Log out Chrome on Android" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText("That device has been logged out.")).toBeVisible();
    await expect(devices.getByText("Chrome on Android")).toHaveCount(0);
    expect((await request.get("/api/auth/me", { headers: phone })).status()).toBe(401);

    const phoneAgain = await phoneLogin();
    await page.reload();
    await devices.getByRole("button", { name: "Log out of all devices" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("You have been logged out of all devices.")).toBeVisible();
    expect((await request.get("/api/auth/me", { headers: phoneAgain })).status()).toBe(401);
    expect((await request.get("/api/auth/me", { headers: { authorization: `Bearer ${shopper.token}` } })).status()).toBe(401);
    // This browser is logged out too: the account page sends it to log in.
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  });
});
