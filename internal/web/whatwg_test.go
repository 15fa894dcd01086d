package web

import (
	"strings"
	"testing"
	"time"

	"github.com/uriref/uri/internal/web/view"
)

// getterNames are the URL API's getters, in the order of the page's rows.
var getterNames = []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

// TestBrowserStandard loads the page in Chromium and reads the URL
// Standard's column, computed by package whatwg in the WebAssembly module,
// and the browser's own, computed by new URL in the page: both must show
// what the Standard says, and no cell may be marked as differing, except
// where the table records that Chromium departs from the Standard.
func TestBrowserStandard(t *testing.T) {
	bin := chromium(t)
	s := serve(t)
	d := startDevtools(t, bin)

	tests := []struct {
		name, ref, base string
		// Written from the URL Standard (https://url.spec.whatwg.org/).
		getters    map[string]string // the getters that are not ""
		validation []string          // "name at offset"
		// The rows of the hosts table marked as not the Standard's host.
		hostDiffers []string
		// chromium holds the getters where Chromium departs from the
		// Standard, with what it returns; none is known for these inputs.
		chromium map[string]string
	}{
		{
			// Authority state: in a special URL "\" ends the authority, so
			// the host is evil.com and "@good.com/" is path; path start
			// state: invalid-reverse-solidus. RFC 3986 refuses "\"; net/url
			// refuses it in a userinfo.
			name: "reverse solidus", ref: `http://evil.com\@good.com/`,
			getters: map[string]string{
				"href": "http://evil.com/@good.com/", "origin": "http://evil.com", "protocol": "http:",
				"host": "evil.com", "hostname": "evil.com", "pathname": "/@good.com/",
			},
			validation:  []string{"invalid-reverse-solidus at 15"},
			hostDiffers: []string{"host-rfc", "host-neturl"},
		},
		{
			// IPv4 parser: two parts, fewer than four (IPv4-too-few-parts,
			// at the end of the host); "0x7f" is hexadecimal, and the last
			// part fills the three octets left; RFC 3986 §3.2.2 reads the
			// reg-name "0x7f.1".
			name: "ipv4 shorthand", ref: "http://0x7f.1/",
			getters: map[string]string{
				"href": "http://127.0.0.1/", "origin": "http://127.0.0.1", "protocol": "http:",
				"host": "127.0.0.1", "hostname": "127.0.0.1", "pathname": "/",
			},
			validation:  []string{"IPv4-too-few-parts at 13", "IPv4-non-decimal-part at 7"},
			hostDiffers: []string{"host-rfc", "host-neturl"},
		},
		{
			// Scheme state lowercases the scheme; domain to ASCII (UTS #46)
			// maps "MÜNCHEN" to "münchen", then to Punycode.
			name: "idna", ref: "HTTP://MÜNCHEN.de/",
			getters: map[string]string{
				"href": "http://xn--mnchen-3ya.de/", "origin": "http://xn--mnchen-3ya.de", "protocol": "http:",
				"host": "xn--mnchen-3ya.de", "hostname": "xn--mnchen-3ya.de", "pathname": "/",
			},
			hostDiffers: []string{"host-rfc", "host-neturl"},
		},
		{
			// Relative state: the base's path shortened, then ".." in the
			// path state removes one more segment.
			name: "relative", ref: "../x?y#z", base: "http://a/b/c/d",
			getters: map[string]string{
				"href": "http://a/b/x?y#z", "origin": "http://a", "protocol": "http:",
				"host": "a", "hostname": "a", "pathname": "/b/x", "search": "?y", "hash": "#z",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dom := renderedDOM(t, d, pageURL(s, tt.ref, tt.base))
			if _, _, ok := element(dom, "standard"); !ok || !strings.Contains(dom, "data-first-render=") {
				t.Fatalf("the page did not render:\n%s", dom)
			}
			t.Logf("browser: %s", text(t, dom, "w-agent"))
			lib := view.Analyze(tt.ref, tt.base).Standard
			if lib.Failure != nil {
				t.Fatalf("package whatwg fails: %+v", lib.Failure)
			}
			for _, g := range getterNames {
				want := tt.getters[g]
				if got := text(t, dom, "w-"+g+"-standard"); got != want {
					t.Errorf("%s, URL Standard column: %q, want %q", g, got, want)
				}
				bwant, departs := tt.chromium[g]
				if !departs {
					bwant = want
				}
				got := text(t, dom, "w-"+g+"-browser")
				if got != bwant {
					t.Errorf("%s, browser column: Chromium says %q, the Standard %q", g, got, want)
				}
				if departs {
					t.Logf("%s: Chromium departs from the Standard: %q, not %q", g, got, want)
				}
				if d := differs(t, dom, "w-"+g); d != departs {
					t.Errorf("%s: row marked as differing: %v, want %v", g, d, departs)
				}
			}
			for _, id := range []string{"w-failure-standard", "w-failure-browser"} {
				if got := text(t, dom, id); got != "" {
					t.Errorf("#%s shows %q, want no failure", id, got)
				}
			}
			if differs(t, dom, "w-failure") {
				t.Errorf("the failure row is marked as differing")
			}
			if len(tt.chromium) == 0 {
				_, table, _ := element(dom, "standard")
				if n := strings.Count(table, `class="differs"`); n > 0 || strings.Contains(table, "data-differs") {
					t.Errorf("the URL Standard's table marks %d cells as differing", n)
				}
			}
			checkValidation(t, dom, tt.validation)
			checkHosts(t, dom, tt.getters["hostname"], tt.hostDiffers)
		})
	}
}

// renderedDOM opens url in a new tab of the browser d drives, waits for
// the page's first render, and returns its DOM. One browser serves every
// input, which is faster than a run of chromium --dump-dom for each.
func renderedDOM(t *testing.T, d *devtools, url string) string {
	t.Helper()
	if err := d.open(url); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Minute)
	for {
		done, err := d.eval(`document.documentElement.dataset.firstRender || document.documentElement.dataset.loadError || ""`)
		if err != nil {
			t.Fatal(err)
		}
		if done != "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no render within a minute")
		}
		time.Sleep(20 * time.Millisecond)
	}
	dom, err := d.eval("document.documentElement.outerHTML")
	if err != nil {
		t.Fatal(err)
	}
	return dom
}

// checkValidation holds the list of validation errors to want, each
// "name at offset".
func checkValidation(t *testing.T, dom string, want []string) {
	t.Helper()
	_, list, ok := element(dom, "w-validation")
	if !ok {
		t.Fatal("no #w-validation")
	}
	var got []string
	for _, li := range strings.Split(list, "<li")[1:] {
		name, _ := attr(li, "data-name")
		off, _ := attr(li, "data-offset")
		if name != "" {
			got = append(got, name+" at "+off)
		}
	}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("validation errors shown: %q, want %q", got, want)
	}
}

// checkHosts holds the hosts table: the URL Standard's row shows host,
// and the rows marked as reaching another host are exactly differ.
func checkHosts(t *testing.T, dom, host string, differ []string) {
	t.Helper()
	if got := text(t, dom, "host-standard-value"); got != host {
		t.Errorf("the URL Standard's host shows %q, want %q", got, host)
	}
	var got []string
	for _, id := range []string{"host-standard", "host-rfc", "host-neturl"} {
		if differs(t, dom, id) {
			got = append(got, id)
		}
	}
	if strings.Join(got, ",") != strings.Join(differ, ",") {
		t.Errorf("hosts marked as not the browser's: %v, want %v", got, differ)
	}
}
