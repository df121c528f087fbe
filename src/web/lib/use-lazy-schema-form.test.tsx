// @vitest-environment jsdom
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { loginSchema, type LoginInput } from "@shared/schemas/auth";
import { useLazySchemaForm } from "./use-lazy-schema-form";

afterEach(cleanup);

function LoginForm({
  onValid,
  onError = () => undefined,
  load,
}: {
  onValid: (v: LoginInput) => Promise<void>;
  onError?: (err: unknown) => void;
  load?: () => Promise<never>;
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const form = useLazySchemaForm<LoginInput>(load ?? (() => Promise.resolve(loginSchema)), formRef);
  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onValid, onError)} noValidate>
      <label htmlFor="email">Email</label>
      <input id="email" {...form.field("email")} />
      {form.errors.email ? <p>{form.errors.email}</p> : null}
      <label htmlFor="password">Password</label>
      <input id="password" {...form.field("password")} />
      {form.errors.password ? <p>{form.errors.password}</p> : null}
      <button type="button" onClick={() => form.setValue("password", "GameDay2026!")}>
        Fill
      </button>
      <button type="submit" disabled={!form.canSubmit}>
        Sign in
      </button>
    </form>
  );
}

describe("useLazySchemaForm", () => {
  it("shows the schema's first message per field on submit and focuses the first invalid field", async () => {
    const onValid = vi.fn(() => Promise.resolve());
    render(<LoginForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("re-validates on change after the first submit, and submits the parsed values", async () => {
    const onValid = vi.fn(() => Promise.resolve());
    render(<LoginForm onValid={onValid} />);
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText("Invalid email address");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "  maya@fanzone.demo " } });
    await waitFor(() => expect(screen.queryByText("Invalid email address")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Fill" }));
    await waitFor(() => expect(screen.queryByText("Password must be at least 6 characters")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    // The schema trims the email: the parsed values are what gets submitted.
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: "maya@fanzone.demo", password: "GameDay2026!" }));
  });

  it("hands a failure to load the schema to onError", async () => {
    const onValid = vi.fn(() => Promise.resolve());
    const onError = vi.fn();
    const failure = new TypeError("Failed to fetch");
    render(<LoginForm onValid={onValid} onError={onError} load={() => Promise.reject(failure)} />);
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("hands what onValid throws to onError, and lets the form be submitted again", async () => {
    const failure = new Error("500: Internal Server Error");
    const onValid = vi.fn(() => Promise.reject(failure));
    const onError = vi.fn();
    render(<LoginForm onValid={onValid} onError={onError} />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "maya@fanzone.demo" } });
    fireEvent.click(screen.getByRole("button", { name: "Fill" }));
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
