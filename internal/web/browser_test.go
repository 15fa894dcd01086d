package web

import (
	"flag"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uriref/uri/internal/testenv"
	"github.com/uriref/uri/internal/web/view"
)

// chromium returns the browser's path, or skips t (see
// [testenv.Chromium]); the site's tests skip with -short.
func chromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the site and starts a browser; skipped with -short")
	}
	return testenv.Chromium(t)
}

// site builds the site into a temporary directory and serves it on
// 127.0.0.1, counting the requests made for each path.
type site struct {
	*httptest.Server
	mu       sync.Mutex
	requests map[string]int
}

// built is the site, built once for all the tests into a directory that
// TestMain removes.
var built struct {
	once sync.Once
	dir  string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

func serve(t *testing.T) *site {
	t.Helper()
	built.once.Do(func() {
		if built.dir, built.err = os.MkdirTemp("", "uri-web-test-"); built.err != nil {
			return
		}
		start := time.Now()
		if built.err = Build(built.dir); built.err != nil {
			return
		}
		st, err := os.Stat(filepath.Join(built.dir, "main.wasm"))
		if built.err = err; err == nil {
			t.Logf("built the site in %v; main.wasm is %d bytes", time.Since(start).Round(time.Millisecond), st.Size())
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	dir := built.dir
	s := &site{requests: map[string]int{}}
	files := http.FileServer(http.Dir(dir))
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.requests[r.URL.Path]++
		s.mu.Unlock()
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

// flags are those of every run of chromium; the caller adds the rest.
func flags(t *testing.T) []string {
	return []string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + t.TempDir(),
	}
}

// virtualTime runs the page, the WebAssembly module included, until it is
// idle, before chromium dumps the DOM or takes a screenshot. Its clock is
// virtual: performance.now() in the page says little about real time.
const virtualTime = "--virtual-time-budget=30000"

// pageURL is the address of the view of ref and base, encoded as the
// page's form would encode it.
func pageURL(s *site, ref, base string) string {
	q := url.Values{"uri": {ref}}
	if base != "" {
		q.Set("base", base)
	}
	return s.URL + "/?" + q.Encode()
}

// element finds the element whose id is id in dom, and returns its
// opening tag and its content. It counts nested elements of the same tag.
func element(dom, id string) (tag, inner string, ok bool) {
	i := strings.Index(dom, ` id="`+id+`"`)
	if i < 0 {
		return "", "", false
	}
	open := strings.LastIndexByte(dom[:i], '<')
	end := strings.IndexByte(dom[i:], '>') + i + 1
	name := dom[open+1:]
	name = name[:strings.IndexAny(name, " >")]
	tag = dom[open:end]
	depth := 1
	for j := end; j < len(dom); j++ {
		switch {
		case strings.HasPrefix(dom[j:], "</"+name+">"):
			depth--
			if depth == 0 {
				return tag, dom[end:j], true
			}
		case strings.HasPrefix(dom[j:], "<"+name+" "), strings.HasPrefix(dom[j:], "<"+name+">"):
			depth++
		}
	}
	return "", "", false
}

// text is the text content of the element whose id is id.
func text(t *testing.T, dom, id string) string {
	t.Helper()
	_, inner, ok := element(dom, id)
	if !ok {
		t.Errorf("no element with id %q", id)
		return ""
	}
	var b strings.Builder
	in := false
	for _, c := range inner {
		switch {
		case c == '<':
			in = true
		case c == '>':
			in = false
		case !in:
			b.WriteRune(c)
		}
	}
	return html.UnescapeString(b.String())
}

// differs reports whether the element whose id is id carries data-differs.
func differs(t *testing.T, dom, id string) bool {
	t.Helper()
	tag, _, ok := element(dom, id)
	if !ok {
		t.Errorf("no element with id %q", id)
	}
	return strings.Contains(tag, " data-differs")
}

func TestBrowser(t *testing.T) {
	bin := chromium(t)
	s := serve(t)
	// One browser for every input, with its cache off, so that each page
	// load asks for the page's files again and the requests can be counted.
	d := startDevtools(t, bin)
	d.noCache = true

	tests := []struct {
		name, ref, base string
		// Written from the RFC, beside what the library says.
		host, errRule, resolved string
		netHost                 string // net/url's Host
		errOffset               int
		differ                  []string
	}{
		// RFC 3986 §3's example.
		{name: "valid", ref: "foo://example.com:8042/over/there?name=ferret#nose", host: "example.com", netHost: "example.com:8042"},
		// §2.1: "%" must be followed by two hex digits.
		{name: "invalid", ref: "http://x/a%zz", errRule: "pct-encoded", errOffset: 11},
		// §5.4.2's "../../../g".
		{name: "base", ref: "../../../g", base: "http://a/b/c/d;p?q", resolved: "http://a/g"},
		// §3.2.1: userinfo has no "@"; net/url reads user "a@b" and host "c".
		{name: "differs", ref: "http://a@b@c/", errRule: "reg-name", errOffset: 10, netHost: "c", differ: []string{"error"}},
		// §4.2: "///" has an empty authority; net/url, without a scheme, reads the path "///".
		{name: "path differs", ref: "///", host: "", differ: []string{"path"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.mu.Lock()
			clear(s.requests)
			s.mu.Unlock()
			dom := renderedDOM(t, d, pageURL(s, tt.ref, tt.base))
			want := view.Analyze(tt.ref, tt.base)
			if _, _, ok := element(dom, "fields"); !ok || !strings.Contains(dom, "data-first-render=") {
				t.Fatalf("the page did not render:\n%s", dom)
			}
			if got := text(t, dom, "shown"); got != tt.ref {
				t.Errorf("highlighted text = %q, want %q", got, tt.ref)
			}

			if want.Error != nil {
				checkError(t, dom, want.Error, tt.errRule, tt.errOffset)
			} else {
				if tt.errRule != "" {
					t.Fatalf("the library accepts %q; the test expects an error", tt.ref)
				}
				checkComponents(t, dom, want, tt.host)
			}
			if tt.resolved != "" {
				if got := text(t, dom, "res-0-result"); got != tt.resolved || got != want.Resolved[0].Result {
					t.Errorf("RFC 3986 resolution shows %q; want %q, the library says %q", got, tt.resolved, want.Resolved[0].Result)
				}
				for i, r := range want.Resolved {
					id := "res-" + strconv.Itoa(i)
					if r.Error == "" {
						if got := text(t, dom, id+"-result"); got != r.Result {
							t.Errorf("%s (%s) shows %q, the library says %q", id, r.Mode, got, r.Result)
						}
					}
					if got := differs(t, dom, id); got != r.Differs {
						t.Errorf("%s (%s): data-differs %v, want %v", id, r.Mode, got, r.Differs)
					}
				}
			}
			if got := text(t, dom, "f-host-neturl"); got != tt.netHost || got != want.NetURL.Host {
				t.Errorf("net/url's host shows %q; want %q, net/url says %q", got, tt.netHost, want.NetURL.Host)
			}
			var got []string
			for _, f := range want.Fields {
				d := differs(t, dom, "f-"+f.Name)
				if d != f.Differs {
					t.Errorf("field %s: data-differs %v, the library says %v", f.Name, d, f.Differs)
				}
				if d {
					got = append(got, f.Name)
				}
				if want.Error == nil && f.Name != "error" && f.Name != "path" {
					if g := text(t, dom, "f-"+f.Name+"-rfc"); g != f.RFC {
						t.Errorf("field %s, RFC column: %q, want %q", f.Name, g, f.RFC)
					}
				}
			}
			if strings.Join(got, ",") != strings.Join(tt.differ, ",") {
				t.Errorf("fields marked data-differs: %v, want %v", got, tt.differ)
			}

			// No request but the page's own files, each once.
			s.mu.Lock()
			for p, n := range s.requests {
				if n != 1 || !map[string]bool{"/": true, "/app.js": true, "/style.css": true, "/wasm_exec.js": true, "/main.wasm": true}[p] {
					t.Errorf("request for %s, %d times", p, n)
				}
			}
			s.mu.Unlock()
			if ms, ok := attr(dom, "data-first-render"); ok {
				t.Logf("data-first-render: %s ms (virtual time)", ms)
			}
		})
	}
}

// attr returns the value of the first attribute name in dom.
func attr(dom, name string) (string, bool) {
	i := strings.Index(dom, " "+name+`="`)
	if i < 0 {
		return "", false
	}
	v := dom[i+len(name)+3:]
	return html.UnescapeString(v[:strings.IndexByte(v, '"')]), true
}

func checkError(t *testing.T, dom string, e *view.Error, rule string, offset int) {
	t.Helper()
	if e.Rule != rule || e.Offset != offset {
		t.Errorf("the library says rule %q at offset %d; the test expects %q at %d", e.Rule, e.Offset, rule, offset)
	}
	for id, want := range map[string]string{
		"error-message": e.Message,
		"error-offset":  strconv.Itoa(e.Offset),
		"error-rule":    e.Rule,
		"error-octet":   e.Octet,
	} {
		if got := text(t, dom, id); got != want {
			t.Errorf("#%s shows %q, want %q", id, got, want)
		}
	}
	tag, _, ok := element(dom, "error-mark")
	if !ok || !strings.Contains(tag, ` data-offset="`+strconv.Itoa(offset)+`"`) {
		t.Errorf("the error octet is not marked at offset %d: %s", offset, tag)
	}
}

func checkComponents(t *testing.T, dom string, v view.View, host string) {
	t.Helper()
	if _, _, ok := element(dom, "error-mark"); ok {
		t.Errorf("an error octet is marked in a valid reference")
	}
	for _, c := range v.Components {
		id := "comp-" + c.Name
		if got := text(t, dom, id+"-value"); got != c.Value {
			t.Errorf("%s shows %q, the library says %q", c.Name, got, c.Value)
		}
		want := "—"
		if c.Present {
			want = "[" + strconv.Itoa(c.Start) + ", " + strconv.Itoa(c.End) + ")"
		}
		if got := text(t, dom, id+"-offsets"); got != want {
			t.Errorf("%s offsets show %q, want %q", c.Name, got, want)
		}
		if c.Name == "host" && c.Value != host {
			t.Errorf("the library reads the host %q; the test expects %q", c.Value, host)
		}
	}
	if got := text(t, dom, "normal"); got != v.Normal {
		t.Errorf("normal form shows %q, want %q", got, v.Normal)
	}
	if got := text(t, dom, "hostkind"); got != v.HostKind {
		t.Errorf("host kind shows %q, want %q", got, v.HostKind)
	}
}

var screenshot = flag.Bool("screenshot", false, "write screenshot.png, the page for a URL each reader reads otherwise, for the README")

// TestScreenshot writes screenshot.png with -screenshot:
//
//	go test ./internal/web -run TestScreenshot -screenshot
func TestScreenshot(t *testing.T) {
	if !*screenshot {
		t.Skip("writes screenshot.png only with -screenshot")
	}
	bin := chromium(t)
	s := serve(t)
	out, err := filepath.Abs("screenshot.png")
	if err != nil {
		t.Fatal(err)
	}
	// The URL Standard reads the host evil.com; RFC 3986 and net/url refuse.
	args := append(flags(t), virtualTime, "--hide-scrollbars", "--window-size=1200,1360",
		"--screenshot="+out, pageURL(s, `http://evil.com\@good.com/`, ""))
	if b, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
		t.Fatalf("chromium --screenshot: %v\n%s", err, b)
	}
	st, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s, %d bytes", out, st.Size())
}
