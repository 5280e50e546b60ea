// The shop's schemas: URL state, forms and API bodies, with the exact messages a customer or editor sees.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import * as schemas from "~/schemas/shop";
import { customerInfo } from "../models/shop/fixtures";

describe("schemas", () => {
  it("reads the shop's URL state, defaulting the sort to name", () => {
    expect(schemas.shopQuerySchema.parse({})).toEqual({ sort: "name" });
    expect(schemas.shopQuerySchema.parse({ category: "training-gear", sort: "price-desc" })).toEqual({
      category: "training-gear",
      sort: "price-desc",
    });
    expect(schemas.shopQuerySchema.safeParse({ category: "boats" }).success).toBe(false);
  });

  it("adds one item by default; quantities are whole numbers from 1 to 99", () => {
    expect(schemas.addToCartSchema.parse({ merchandiseId: "3" })).toEqual({ merchandiseId: 3, quantity: 1 });
    expect(schemas.addToCartSchema.parse({ merchandiseId: 3, size: " M ", color: "" })).toEqual({
      merchandiseId: 3,
      size: "M",
      quantity: 1,
    });
    for (const quantity of [0, -1, 1.5, 100, "x"]) {
      expect(schemas.addToCartSchema.safeParse({ merchandiseId: 3, quantity }).success, String(quantity)).toBe(false);
    }
    expect(schemas.updateQuantitySchema.safeParse({ quantity: 0 }).error?.issues[0].message).toBe("Quantity must be at least 1");
  });

  it("accepts only long random-looking cart ids", () => {
    expect(schemas.cartIdSchema.safeParse("session_1732260000000").success).toBe(true);
    for (const id of ["short", "has space in it here", "../../etc/passwd-xxxxxx", "a".repeat(129)]) {
      expect(schemas.cartIdSchema.safeParse(id).success, id).toBe(false);
    }
  });

  it("requires name, e-mail and address with its exact message; phone is optional", () => {
    const missing = schemas.customerInfoSchema.safeParse({ name: " ", email: "", address: "" });
    expect(missing.error?.flatten().fieldErrors).toEqual({
      name: ["Missing Information: Please fill in all required fields."],
      email: ["Missing Information: Please fill in all required fields."],
      address: ["Missing Information: Please fill in all required fields."],
    });
    expect(schemas.customerInfoSchema.parse({ ...customerInfo, phone: "" })).toEqual(customerInfo);
    expect(schemas.customerInfoSchema.safeParse({ ...customerInfo, email: "nope" }).error?.issues[0].message).toBe(
      "Please enter a valid email address",
    );
    expect(schemas.customerInfoSchema.safeParse({ ...customerInfo, phone: "call me" }).success).toBe(false);
  });

  it("reads the admin's product form: options split, trimmed and deduplicated, whole shillings", () => {
    const parsed = schemas.productFormSchema.parse({
      name: "Cap",
      description: "A cap",
      price: "1000",
      category: "accessories",
      sizes: " S, M ,, M",
      colors: "",
      stock: "0",
      featured: "on",
    });
    expect(parsed).toEqual({
      name: "Cap",
      description: "A cap",
      price: 1000,
      category: "accessories",
      sizes: ["S", "M"],
      colors: [],
      stock: 0,
      featured: true,
      active: false,
    });
    for (const bad of [{ price: "12.5" }, { price: "0" }, { stock: "-1" }, { category: "boats" }, { name: "" }]) {
      expect(schemas.productFormSchema.safeParse({ ...parsed, price: "1000", stock: "1", ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("reads the product form as posted: an emptied price is below KES 1, an emptied stock is none", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Cap", description: "A cap", price: "", category: "jersey", stock: "", images: "/images/shop/cap.webp" })) {
      form.append(name, value);
    }
    const submission = parseWithZod(form, { schema: schemas.productFormSchema });
    expect(submission.status === "error" && submission.error).toEqual({ price: ["Price must be at least KES 1"] });
    form.set("price", "1200");
    expect(parseWithZod(form, { schema: schemas.productFormSchema })).toMatchObject({
      status: "success",
      value: { price: 1200, stock: 0, images: ["/images/shop/cap.webp"] },
    });
  });

  it("lets orders only move forward; delivered and cancelled are final", () => {
    expect(schemas.ORDER_TRANSITIONS.pending).toEqual(["paid", "cancelled"]);
    expect(schemas.ORDER_TRANSITIONS.paid).toEqual(["dispatched", "cancelled"]);
    expect(schemas.ORDER_TRANSITIONS.dispatched).toEqual(["delivered", "cancelled"]);
    expect(schemas.ORDER_TRANSITIONS.delivered).toEqual([]);
    expect(schemas.ORDER_TRANSITIONS.cancelled).toEqual([]);
  });
});
