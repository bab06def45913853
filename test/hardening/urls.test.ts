// Edge cases of the address rules the fixtures cover once each: site URLs, mailto: parts and image paths.
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { imageProblem } from "../../src/pipeline/check/image";
import { mailtoIssue, webAddressIssue } from "../../src/pipeline/check/urls";
import { EMAIL_PATTERN } from "../../src/ui/link-policy";
import { FIXTURES } from "../helpers/project";

const test = suite("hardening: addresses");
const EMAIL = new RegExp(EMAIL_PATTERN);
const mailto = (href: string) => mailtoIssue(href, (address) => EMAIL.test(address))?.message;
const site = (value: string) => webAddressIssue(value, true);
const booking = (value: string) => webAddressIssue(value, false);

test("baseUrl is https:// and the domain alone; the hint is the corrected value", () => {
  assert.is(site("https://www.talent-bridge.test"), undefined);
  assert.is(site("https://www.talent-bridge.test:8443"), undefined);
  for (const value of ["https://www.talent-bridge.test/", "https://www.talent-bridge.test?x=1", "https://www.talent-bridge.test#top"]) {
    assert.equal(site(value), { message: `"${value}" has something after the domain`, hint: "baseUrl is the domain alone, without a path or a trailing /: https://www.talent-bridge.test" });
  }
  assert.match(site("www.talent-bridge.test")?.hint ?? "", /: https:\/\/www\.talent-bridge\.test$/);
  assert.match(site("https:www.talent-bridge.test")?.message ?? "", /is not an https:\/\/ address/);
  assert.match(site("javascript:alert(1)")?.message ?? "", /is not an https:\/\/ address/);
  assert.match(site("https://user@www.talent-bridge.test")?.hint ?? "", /remove "user@": https:\/\/www\.talent-bridge\.test$/);
  assert.match(site(" https://www.talent-bridge.test")?.hint ?? "", /remove the spaces around it: https:\/\/www\.talent-bridge\.test$/);
});

test("bookingUrl may have a path and query, never http, a password or a space", () => {
  assert.is(booking("https://talent-bridge.test/book?ref=site#slots"), undefined);
  assert.is(booking("HTTPS://talent-bridge.test/book"), undefined);
  assert.match(booking("http://talent-bridge.test/book")?.hint ?? "", /: https:\/\/talent-bridge\.test\/book$/);
  assert.match(booking("https://a:b@talent-bridge.test/book")?.hint ?? "", /remove "a:b@": https:\/\/talent-bridge\.test\/book$/);
  assert.match(booking("https://talent-bridge.test/book\tnow")?.message ?? "", /has a space in it/);
  assert.match(booking("https://exa mple.com")?.message ?? "", /has a space in it/);
});

test("mailto: sets subject and body only, and every % escape must decode", () => {
  assert.is(mailto("mailto:hello@talent-bridge.test?subject=Hello%20there&body=Hi"), undefined);
  assert.is(mailto("mailto:hello@talent-bridge.test?SUBJECT=Hi"), undefined);
  for (const name of ["cc", "bcc", "to", "CC", "x"]) assert.is(mailto(`mailto:hello@talent-bridge.test?subject=Hi&${name}=spy@evil.example`), `e-mail links may not set "${name}"`);
  assert.is(mailto("mailto:hello@talent-bridge.test?%63c=spy@evil.example"), 'e-mail links may not set "cc"');
  assert.is(mailto("mailto:a%zz@talent-bridge.test"), '"a%zz@talent-bridge.test" has a malformed % escape');
  assert.is(mailto("mailto:hello@talent-bridge.test?subject=%E0%A4%A"), '"%E0%A4%A" has a malformed % escape');
  assert.is(mailto("mailto:hello@talent-bridge.test?body=100%"), '"100%" has a malformed % escape');
  assert.is(mailto("mailto:hello@talent-bridge.test?su%bject=x"), '"su%bject=x" has a malformed % escape');
  assert.match(mailto("mailto:a@b.test,c@d.test") ?? "", /is not a valid e-mail link/);
});

test("image paths stay inside public/ and name a file", () => {
  const root = join(FIXTURES, "project");
  assert.is(imageProblem("/images/consultant.svg", root), undefined);
  assert.is(imageProblem("/images/./../images/consultant.svg", root), undefined);
  assert.is(imageProblem("/images", root)?.message, "image /images is a folder, not a file");
  assert.is(imageProblem("/images/..\\..\\site.yaml", root)?.message, "image path /images/..\\..\\site.yaml leads outside public/");
  assert.is(imageProblem("/..", root)?.message, "image path /.. leads outside public/");
  assert.is(imageProblem("public/images/consultant.svg", root)?.hint, "write it from the site root (the public/ folder): /images/consultant.svg");
  assert.match(imageProblem("/\\evil.example/x.png", root)?.message ?? "", /starts with two slashes/);
  assert.is(imageProblem("/images/a\u0000b.svg", root)?.message, "image /images/a\u0000b.svg does not exist in public/");
});

test.run();
